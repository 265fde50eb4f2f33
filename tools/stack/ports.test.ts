import { describe, expect, it } from 'vitest';
import { localPorts, localUrls } from './ports.ts';

describe('local ports', () => {
  it('shifts every port by the offset', () => {
    const base = localPorts(0);
    const shifted = localPorts(100);
    for (const [name, port] of Object.entries(base))
      expect(shifted[name as keyof typeof base]).toBe(port + 100);
    expect(localUrls(shifted).functionsBase).toBe('http://127.0.0.1:5101/demo-copydesk/us-central1');
  });

  it.each([
    [60, 'functions 5061'],
    [35, 'simulator 4045'],
  ])('refuses offset %i, which lands %s on a port fetch refuses', (offset, what) => {
    expect(() => localPorts(offset)).toThrow(what);
  });

  it('keeps the default ports distinct from each other', () => {
    const ports = Object.values(localPorts(0));
    expect(new Set(ports).size).toBe(ports.length);
  });
});
