/**
 * A courier's serviceability answer (docs/decisions/024): whether it delivers to a pincode a parcel of
 * this weight, in how many days after pickup, and whether it collects cash there.
 */
export type Serviceability = { deliverable: boolean; minDays: number; maxDays: number; cashAllowed: boolean };

export type ServiceabilityQuery = { pincode: string; weightGrams: number; cash: boolean };

export interface Courier {
  readonly name: string;
  serviceability(query: ServiceabilityQuery): Promise<Serviceability>;
}
