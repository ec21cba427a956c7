import type { ColumnType, Generated } from "kysely";

/** Table types for Kysely. Column names are snake_case as in the SQL migrations. */
export interface ServiceableAreaTable {
  code: string;
  city: string;
  area_name: string;
  state: string;
  latitude: number;
  longitude: number;
  active: boolean;
  created_at: ColumnType<Date, never, never>;
}

export interface LocationCheckTable {
  id: Generated<string>;
  pincode: string;
  ip_address: string | null;
  customer_id: string | null;
  serviceable: boolean;
  created_at: ColumnType<Date, never, never>;
}

export interface Database {
  serviceable_area: ServiceableAreaTable;
  location_check: LocationCheckTable;
}
