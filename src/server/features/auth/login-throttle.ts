/**
 * Counts FAILED logins per (IP, account) and refuses further attempts once `max` failures fall in
 * one window; a successful login clears the count. Guessing a password is slow, while a customer
 * who signs in often — or many customers behind one CGNAT address — is never locked out.
 * In memory: each app instance counts on its own.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max = 10,
    private readonly windowMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const entry = this.failures.get(key);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return false;
    }
    return entry.count >= this.max;
  }

  recordFailure(key: string): void {
    const now = this.now();
    const entry = this.failures.get(key);
    if (entry && entry.resetAt > now) entry.count++;
    else this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.failures.size > 50_000) this.pruneExpired(now);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private pruneExpired(now: number) {
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
