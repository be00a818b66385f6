/**
 * Connections per client address, counted in this process (a connection lives in one process): take() a slot when a
 * connection opens, release() it when it closes. Addresses with no connection left are forgotten, so the map is as
 * large as the number of addresses connected now.
 */
export class AddressSlots {
  private readonly counts = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  /** A slot for `address`, or false when it holds `perAddress` already. */
  take(address: string): boolean {
    const held = this.counts.get(address) ?? 0;
    if (held >= this.perAddress) return false;
    this.counts.set(address, held + 1);
    return true;
  }

  release(address: string): void {
    const held = this.counts.get(address) ?? 0;
    if (held <= 1) this.counts.delete(address);
    else this.counts.set(address, held - 1);
  }

  held(address: string): number {
    return this.counts.get(address) ?? 0;
  }
}
