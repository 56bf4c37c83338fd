/** Cookie jar for inject(): keeps what Set-Cookie said, like a browser. */
export class Jar {
  private cookies = new Map<string, string>();
  constructor(private readonly ip = '10.0.0.1') {}
  store(res: { cookies: { name: string; value: string; maxAge?: number; expires?: Date }[] }) {
    for (const c of res.cookies) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  set(name: string, value: string) {
    this.cookies.set(name, value);
  }
  delete(name: string) {
    this.cookies.delete(name);
  }
  headers() {
    return {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-forwarded-for': this.ip,
    };
  }
}
