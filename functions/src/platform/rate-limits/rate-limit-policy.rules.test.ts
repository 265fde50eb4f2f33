import { describe, expect, it } from 'vitest';
import { clientAddressOf, ipBucketOf } from './rate-limit-policy.rules.js';

describe('the per-IP bucket of a client address', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::FFFF', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::7]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
  ])('%s counts in %s', (ip, bucket) => {
    expect(ipBucketOf(ip)).toBe(bucket);
  });

  it('puts two addresses of one /64 in one bucket and the next /64 in another', () => {
    expect(ipBucketOf('2001:db8:1:2::a')).toBe(ipBucketOf('2001:db8:1:2:ffff::b'));
    expect(ipBucketOf('2001:db8:1:3::a')).not.toBe(ipBucketOf('2001:db8:1:2::a'));
  });
});

describe('the client address in X-Forwarded-For', () => {
  it.each<[string | undefined, number, string | undefined]>([
    // Called at the functions' own URL: Google's front end appends the address it saw.
    ['203.0.113.9', 0, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9', 0, '203.0.113.9'],
    // Behind a load balancer that appends its own address after the client's.
    ['203.0.113.9, 35.191.0.1', 1, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9, 35.191.0.1', 1, '203.0.113.9'],
    // Fewer entries than the proxies configured: the leftmost.
    ['203.0.113.9', 1, '203.0.113.9'],
    [' 203.0.113.9 ,  ', 0, '203.0.113.9'],
    ['', 0, undefined],
    [undefined, 0, undefined],
  ])('%j with %i trusted hops is %j', (header, hops, expected) => {
    expect(clientAddressOf(header, hops)).toBe(expected);
  });
});
