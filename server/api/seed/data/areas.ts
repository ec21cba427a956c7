/** Serviceable areas: real pincodes with the approximate centre of their area. `active: false` are areas we do not serve yet. */
export const AREAS = [
  // Mumbai
  { code: "400001", areaName: "Fort", city: "Mumbai", state: "Maharashtra", latitude: 18.9388, longitude: 72.8354 },
  { code: "400028", areaName: "Dadar West", city: "Mumbai", state: "Maharashtra", latitude: 19.0178, longitude: 72.8478 },
  { code: "400050", areaName: "Bandra West", city: "Mumbai", state: "Maharashtra", latitude: 19.0596, longitude: 72.8295 },
  { code: "400053", areaName: "Andheri West", city: "Mumbai", state: "Maharashtra", latitude: 19.1364, longitude: 72.8296 },
  { code: "400070", areaName: "Kurla", city: "Mumbai", state: "Maharashtra", latitude: 19.0726, longitude: 72.8845 },
  { code: "400076", areaName: "Powai", city: "Mumbai", state: "Maharashtra", latitude: 19.1176, longitude: 72.906 },
  { code: "400601", areaName: "Thane West", city: "Thane", state: "Maharashtra", latitude: 19.1972, longitude: 72.9722 },
  // Delhi
  { code: "110001", areaName: "Connaught Place", city: "New Delhi", state: "Delhi", latitude: 28.6315, longitude: 77.2167 },
  { code: "110016", areaName: "Hauz Khas", city: "New Delhi", state: "Delhi", latitude: 28.5494, longitude: 77.2001 },
  { code: "110017", areaName: "Malviya Nagar", city: "New Delhi", state: "Delhi", latitude: 28.5335, longitude: 77.2109 },
  { code: "110024", areaName: "Lajpat Nagar", city: "New Delhi", state: "Delhi", latitude: 28.5677, longitude: 77.2433 },
  { code: "110075", areaName: "Dwarka", city: "New Delhi", state: "Delhi", latitude: 28.5921, longitude: 77.046 },
  { code: "110092", areaName: "Shakarpur", city: "New Delhi", state: "Delhi", latitude: 28.6415, longitude: 77.295 },
  { code: "110085", areaName: "Rohini", city: "New Delhi", state: "Delhi", latitude: 28.7041, longitude: 77.1025, active: false },
  // Bengaluru
  { code: "560001", areaName: "MG Road", city: "Bengaluru", state: "Karnataka", latitude: 12.9757, longitude: 77.6011 },
  { code: "560011", areaName: "Jayanagar", city: "Bengaluru", state: "Karnataka", latitude: 12.9299, longitude: 77.5826 },
  { code: "560034", areaName: "Koramangala", city: "Bengaluru", state: "Karnataka", latitude: 12.9352, longitude: 77.6245 },
  { code: "560038", areaName: "Indiranagar", city: "Bengaluru", state: "Karnataka", latitude: 12.9784, longitude: 77.6408 },
  { code: "560066", areaName: "Whitefield", city: "Bengaluru", state: "Karnataka", latitude: 12.9698, longitude: 77.75 },
  { code: "560076", areaName: "BTM Layout", city: "Bengaluru", state: "Karnataka", latitude: 12.8996, longitude: 77.6101 },
  { code: "560102", areaName: "HSR Layout", city: "Bengaluru", state: "Karnataka", latitude: 12.9116, longitude: 77.6474 },
  // Chennai
  { code: "600001", areaName: "George Town", city: "Chennai", state: "Tamil Nadu", latitude: 13.09, longitude: 80.2866 },
  { code: "600004", areaName: "Mylapore", city: "Chennai", state: "Tamil Nadu", latitude: 13.0368, longitude: 80.2676 },
  { code: "600017", areaName: "T. Nagar", city: "Chennai", state: "Tamil Nadu", latitude: 13.0418, longitude: 80.2341 },
  { code: "600020", areaName: "Adyar", city: "Chennai", state: "Tamil Nadu", latitude: 13.0012, longitude: 80.2565 },
  { code: "600040", areaName: "Anna Nagar", city: "Chennai", state: "Tamil Nadu", latitude: 13.085, longitude: 80.2101 },
  { code: "600041", areaName: "Thiruvanmiyur", city: "Chennai", state: "Tamil Nadu", latitude: 12.983, longitude: 80.2594 },
  // Hyderabad
  { code: "500001", areaName: "Abids", city: "Hyderabad", state: "Telangana", latitude: 17.3916, longitude: 78.475 },
  { code: "500016", areaName: "Begumpet", city: "Hyderabad", state: "Telangana", latitude: 17.4447, longitude: 78.4664 },
  { code: "500032", areaName: "Gachibowli", city: "Hyderabad", state: "Telangana", latitude: 17.4401, longitude: 78.3489 },
  { code: "500033", areaName: "Jubilee Hills", city: "Hyderabad", state: "Telangana", latitude: 17.4326, longitude: 78.4071 },
  { code: "500034", areaName: "Banjara Hills", city: "Hyderabad", state: "Telangana", latitude: 17.4156, longitude: 78.4347 },
  { code: "500081", areaName: "Madhapur", city: "Hyderabad", state: "Telangana", latitude: 17.4483, longitude: 78.3915 },
  // Pune
  { code: "411001", areaName: "Pune Camp", city: "Pune", state: "Maharashtra", latitude: 18.5158, longitude: 73.8777 },
  { code: "411004", areaName: "Deccan Gymkhana", city: "Pune", state: "Maharashtra", latitude: 18.5167, longitude: 73.8414 },
  { code: "411014", areaName: "Viman Nagar", city: "Pune", state: "Maharashtra", latitude: 18.5679, longitude: 73.9143 },
  { code: "411038", areaName: "Kothrud", city: "Pune", state: "Maharashtra", latitude: 18.5074, longitude: 73.8077 },
  { code: "411045", areaName: "Baner", city: "Pune", state: "Maharashtra", latitude: 18.559, longitude: 73.7868 },
  { code: "411057", areaName: "Hinjewadi", city: "Pune", state: "Maharashtra", latitude: 18.5912, longitude: 73.7389, active: false },
  // Kolkata
  { code: "700001", areaName: "BBD Bagh", city: "Kolkata", state: "West Bengal", latitude: 22.5726, longitude: 88.351 },
  { code: "700019", areaName: "Ballygunge", city: "Kolkata", state: "West Bengal", latitude: 22.5271, longitude: 88.3653 },
  { code: "700091", areaName: "Salt Lake Sector V", city: "Kolkata", state: "West Bengal", latitude: 22.5726, longitude: 88.433 },
  { code: "700064", areaName: "Bidhannagar", city: "Kolkata", state: "West Bengal", latitude: 22.5867, longitude: 88.4171, active: false },
  // Ahmedabad
  { code: "380009", areaName: "Navrangpura", city: "Ahmedabad", state: "Gujarat", latitude: 23.0365, longitude: 72.5611 },
  { code: "380015", areaName: "Satellite", city: "Ahmedabad", state: "Gujarat", latitude: 23.03, longitude: 72.5176 },
  { code: "380054", areaName: "Bodakdev", city: "Ahmedabad", state: "Gujarat", latitude: 23.0395, longitude: 72.5066, active: false },
];

/** Cities whose areas get next-day delivery for orders placed before the cut-off. */
const METROS = new Set(["Mumbai", "New Delhi", "Bengaluru", "Chennai", "Hyderabad", "Kolkata"]);
/** Areas whose courier takes no cash. */
const NO_CASH = new Set(["411014"]);
/** Business districts, where the cash limit is higher. */
const HIGHER_CASH_LIMIT = new Set(["400001", "110001", "560001"]);
/** National holidays without delivery. */
const HOLIDAYS = ["2026-01-26", "2026-08-15", "2026-10-02", "2027-01-26", "2027-08-15", "2027-10-02"];

/**
 * The demo areas' promise (docs/decisions/024): metro areas next day for orders before 14:00, others in
 * 2 to 4 days; no delivery on Sundays and national holidays; cash on delivery up to ₹3,000 in most
 * areas, ₹5,000 in three business districts, and none in one.
 */
export function deliveryOf(area: { code: string; city: string }) {
  const metro = METROS.has(area.city);
  return {
    delivery_min_days: metro ? 1 : 2,
    delivery_max_days: metro ? 1 : 4,
    cutoff_minute: 14 * 60,
    closed_weekdays: [0],
    closed_dates: HOLIDAYS,
    cod_enabled: !NO_CASH.has(area.code),
    cod_max_paise: HIGHER_CASH_LIMIT.has(area.code) ? 500_000 : 300_000,
  };
}
