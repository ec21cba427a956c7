import { describe, expect, it } from "vitest";
import { formatPhoneInput } from "@domain/shared/phone";
import { addressSchema, loginSchema, otpSchema, profileSchema, registerSchema } from "@domain/account/schemas";

/** The first message for each field, as the forms show them. */
function messages(result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("the phone input", () => {
  it.each([
    ["9", "91 9"],
    ["98765", "91 98765"],
    ["987654", "91 98765 4"],
    ["9876543210", "91 98765 43210"],
    ["91 98765 432109", "91 98765 43210"],
    ["+91 98765-43210", "91 98765 43210"],
    ["919876543210", "91 98765 43210"],
    ["91 ", ""],
    ["", ""],
  ])("shows %j as %j (91 xxxxx xxxxx)", (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it("keeps what it shows a valid number for the forms", () => {
    expect(loginSchema.parse({ phoneNumber: formatPhoneInput("9876543210") })).toEqual({ phoneNumber: "9876543210" });
  });
});

describe("form schemas", () => {
  it("login: phone number only, required then ten digits", () => {
    expect(messages(loginSchema.safeParse({}))).toEqual({ phoneNumber: "Please enter phone number." });
    expect(messages(loginSchema.safeParse({ phoneNumber: "98765" }))).toEqual({ phoneNumber: "Should not be less than 10 digits." });
    expect(loginSchema.parse({ phoneNumber: "+91 98765 43210" })).toEqual({ phoneNumber: "9876543210" });
  });

  it("registration: phone, names and an optional email", () => {
    expect(messages(registerSchema.safeParse({ email: "x@" }))).toEqual({
      phoneNumber: "Please enter phone number.",
      firstName: "Please enter first name",
      lastName: "Please enter last name",
      email: "Please enter valid email address.",
    });
    expect(registerSchema.parse({ phoneNumber: "9876543210", firstName: "Ravi", lastName: "Kumar" })).toEqual({
      phoneNumber: "9876543210",
      firstName: "Ravi",
      lastName: "Kumar",
      email: null,
    });
  });

  it("OTP: exactly six digits", () => {
    expect(otpSchema.parse({ otp: " 012345 " })).toEqual({ otp: "012345" });
    for (const otp of [undefined, "12345", "1234567", "12345a"])
      expect(messages(otpSchema.safeParse({ otp }))).toEqual({ otp: "Please enter the 6 digit OTP" });
  });

  it.each([
    [{ firstName: "" }, { firstName: "Please enter first name" }],
    [{ lastName: undefined }, { lastName: "Please enter last name" }],
    [{ phoneNumber: "" }, { phoneNumber: "Please enter phone number." }],
    [{ phoneNumber: "987654321" }, { phoneNumber: "Should not be less than 10 digits." }],
    [{ email: "asha.example.com" }, { email: "Please enter valid email address." }],
  ])("profile: %j gets the shop's message", (change, expected) => {
    const valid = { firstName: "Asha", lastName: "Verma", phoneNumber: "9876543210", email: "" };
    expect(profileSchema.safeParse(valid).success).toBe(true);
    expect(messages(profileSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it("profile: email is lower-cased, blank email is none", () => {
    const valid = { firstName: "Asha", lastName: "Verma", phoneNumber: "9876543210" };
    expect(profileSchema.parse({ ...valid, email: " Asha@Example.COM " }).email).toBe("asha@example.com");
    expect(profileSchema.parse({ ...valid, email: "" }).email).toBeNull();
    expect(profileSchema.parse({ ...valid, email: null }).email).toBeNull();
  });

  it("address: every rule of docs/product.md#forms-and-validation with its message", () => {
    expect(messages(addressSchema.safeParse({}))).toEqual({
      firstName: "Please enter first name",
      lastName: "Please enter last name",
      pincode: "Please enter pincode",
      apartment: "Please enter apartment name",
      city: "Please enter city",
      street: "Please enter locality",
      streetAddress2: "Please enter wing/floor/flat/house no",
      phoneNumber: "Please enter phone number.",
    });
    expect(messages(addressSchema.safeParse({ pincode: "5600341" })).pincode).toBe("Pincode should be 6 digits");
  });

  it("address: text loses its quote characters", () => {
    const parsed = addressSchema.parse({
      firstName: `"Asha"`,
      lastName: "D'Souza",
      pincode: "560034",
      apartment: "`Lake` View",
      city: "Bengaluru",
      street: "5th Block",
      streetAddress2: "B-304",
      phoneNumber: "9876543210",
    });
    expect(parsed).toMatchObject({ firstName: "Asha", lastName: "DSouza", apartment: "Lake View" });
    expect(messages(addressSchema.safeParse({ ...parsed, firstName: `""` })).firstName).toBe("Please enter first name");
  });
});
