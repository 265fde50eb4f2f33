import { describe, expect, it } from 'vitest';
import { resolveTarget, targetKey } from './targets.js';

describe('target resolution', () => {
  it.each([
    ['defaults to the emulators', {}, {}, { kind: 'emulator', functionsUrl: 'http://127.0.0.1:5001/demo-copydesk/us-central1' }],
    ['follows shifted emulator ports', {}, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199', COPYDESK_FUNCTIONS_URL: 'http://127.0.0.1:5101/demo-copydesk/us-central1' },
      { kind: 'emulator', identityToolkitUrl: 'http://127.0.0.1:9199/identitytoolkit.googleapis.com', functionsUrl: 'http://127.0.0.1:5101/demo-copydesk/us-central1' }],
    ['derives a real project’s functions URL', { project: 'acme-prod', apiKey: 'k' }, {},
      { kind: 'project', projectId: 'acme-prod', functionsUrl: 'https://us-central1-acme-prod.cloudfunctions.net', identityToolkitUrl: 'https://identitytoolkit.googleapis.com' }],
    ['takes the project from COPYDESK_PROJECT', {}, { COPYDESK_PROJECT: 'acme-prod', COPYDESK_API_KEY: 'k' }, { kind: 'project', projectId: 'acme-prod' }],
    ['lets --emulator win over COPYDESK_PROJECT', { emulator: true }, { COPYDESK_PROJECT: 'acme-prod' }, { kind: 'emulator' }],
  ])('%s', (_name, options, env, expected) => {
    expect(resolveTarget(options, env)).toMatchObject(expected);
  });

  it.each([
    ['both targets at once', { emulator: true, project: 'p' }, {}],
    ['a project without an API key', { project: 'p' }, {}],
  ])('is a usage error (exit 2) with %s', (_name, options, env) => {
    expect(() => resolveTarget(options, env)).toThrow(expect.objectContaining({ exitCode: 2 }) as Error);
  });

  it.each([
    ['an http URL to another host', { functionsUrl: 'http://10.0.0.5:5001/demo-copydesk/us-central1' }, {}],
    ['an http URL to a name that is not localhost', { project: 'p', apiKey: 'k', functionsUrl: 'http://functions.example.com' }, {}],
    ['an http URL from COPYDESK_FUNCTIONS_URL', {}, { COPYDESK_FUNCTIONS_URL: 'http://128.0.0.1:5001/x' }],
    ['another scheme', { functionsUrl: 'ftp://127.0.0.1/x' }, {}],
    ['something that is not a URL', { functionsUrl: 'functions.example.com' }, {}],
    ['an Auth emulator on another host', {}, { FIREBASE_AUTH_EMULATOR_HOST: '192.168.1.20:9099' }],
  ])('refuses %s (exit 2)', (_name, options, env) => {
    expect(() => resolveTarget(options, env)).toThrow(expect.objectContaining({ exitCode: 2 }) as Error);
  });

  it.each([
    ['https anywhere', 'https://functions.example.com/p'],
    ['http on 127.0.0.1', 'http://127.0.0.1:5001/p'],
    ['http anywhere in 127.0.0.0/8', 'http://127.255.0.9:5001/p'],
    ['http on localhost', 'http://localhost:5001/p'],
    ['http on [::1]', 'http://[::1]:5001/p'],
  ])('accepts %s', (_name, functionsUrl) => {
    expect(resolveTarget({ functionsUrl }, {}).functionsUrl).toBe(functionsUrl);
  });

  it('keeps emulator and project sessions apart', () => {
    expect(targetKey(resolveTarget({}, {}))).toBe('emulator-demo-copydesk');
    expect(targetKey(resolveTarget({ project: 'acme-prod', apiKey: 'k' }, {}))).toBe('acme-prod');
  });
});
