// Loopback hosts: the only ones plain-text traffic may go to (docs/operations.md, "CLI" and "E-mail").
// The CLI refuses an http:// functions URL and the mailer refuses SMTP without TLS anywhere else.

/** Whether `host` (a URL hostname or a bare host, IPv6 with or without brackets) is this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1') return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name);
  return octets !== null && octets.slice(1).every((octet) => Number(octet) <= 255);
}
