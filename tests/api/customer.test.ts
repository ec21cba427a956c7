import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, startApi, type Harness } from "./harness";
import { caller, signUp, startSmsGateway, type SmsGateway } from "./sms-gateway";

let api: Harness;
let gateway: SmsGateway;
let call: ReturnType<typeof caller>;
let a: { id: string; token: string };
let b: { id: string; token: string };

beforeAll(async () => {
  gateway = await startSmsGateway();
  api = await startApi(gateway.env);
  call = caller(api);
  a = await signUp(api, gateway, "9812345670", { firstName: "Asha", lastName: "Verma" });
  b = await signUp(api, gateway, "9812345671", { firstName: "Bala", lastName: "Rao" });
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});

const home = {
  firstName: "Asha",
  lastName: "Verma",
  pincode: "560034",
  apartment: "Lake View Residency",
  city: "Bengaluru",
  street: "Koramangala 5th Block",
  streetAddress2: "Wing B, 3rd floor, Flat 304",
  phoneNumber: "+91 98123 45670",
};

describe("profile", () => {
  it("answers the signed-in customer", async () => {
    const res = await call("GET", "api/customer/getProfile", undefined, { token: a.token });
    expect(body(res)).toEqual({
      success: true,
      message: "OK",
      data: { id: a.id, profile: { firstName: "Asha", lastName: "Verma" }, phoneNumber: "9812345670", email: null, language: "en" },
    });
  });

  it("updates names and email, and clears a blank email", async () => {
    const update = (payload: object) => call("PUT", "api/customer/updateProfile", payload, { token: a.token });
    const res = await update({ firstName: " Asha ", lastName: "Verma-Iyer", phoneNumber: "98123 45670", email: "asha@example.in" });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      message: "Profile updated successfully",
      data: { profile: { firstName: "Asha", lastName: "Verma-Iyer" }, email: "asha@example.in" },
    });
    expect(body(await update({ firstName: "Asha", lastName: "Verma", phoneNumber: "9812345670", email: "" })).data.email).toBeNull();
  });

  it.each([
    ["firstName", "", "Please enter first name"],
    ["lastName", "  ", "Please enter last name"],
    ["phoneNumber", "", "Please enter phone number."],
    ["phoneNumber", "981234567", "Should not be less than 10 digits."],
    ["email", "asha@", "Please enter valid email address."],
  ])("refuses %s %j with '%s'", async (field, value, message) => {
    const payload = { firstName: "Asha", lastName: "Verma", phoneNumber: "9812345670", email: "", [field]: value };
    const res = await call("PUT", "api/customer/updateProfile", payload, { token: a.token });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual({ [field]: message });
  });

  it("refuses to move the account to another number, which was never proven", async () => {
    const res = await call("PUT", "api/customer/updateProfile", { firstName: "Asha", lastName: "Verma", phoneNumber: "9812345671" }, { token: a.token });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual({ phoneNumber: "Your phone number is how you sign in and cannot be changed here." });
  });
});

describe("addresses", () => {
  let first: string;
  let second: string;

  it("adds addresses at served pincodes; the first one is the default", async () => {
    const added = await call("POST", "api/customer/addAddress", home, { token: a.token });
    expect(added.statusCode).toBe(200);
    expect(body(added)).toMatchObject({ message: "Address added successfully", data: { ...home, phoneNumber: "9812345670", isDefault: true } });
    first = body(added).data.id;
    const office = await call("POST", "api/customer/addAddress", { ...home, apartment: "Tech Park", pincode: "560001" }, { token: a.token });
    expect(body(office).data.isDefault).toBe(false);
    second = body(office).data.id;

    const list = body(await call("GET", "api/customer/listAddress", undefined, { token: a.token })).data;
    expect(list.count).toBe(2);
    expect(list.list.map((x: { id: string; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [first, true],
      [second, false],
    ]);
  });

  it("refuses a pincode we do not deliver to, and an inactive one", async () => {
    for (const pincode of ["999999", "411057"]) {
      const res = await call("POST", "api/customer/addAddress", { ...home, pincode }, { token: a.token });
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({
        message: "We are not delivering at this pincode",
        error: { fields: { pincode: "We are not delivering at this pincode" } },
      });
    }
  });

  it("validates every field with the form's messages", async () => {
    const res = await call("POST", "api/customer/addAddress", { pincode: "5600", phoneNumber: "12" }, { token: a.token });
    expect(res.statusCode).toBe(400);
    expect(body(res).error.fields).toEqual({
      firstName: "Please enter first name",
      lastName: "Please enter last name",
      pincode: "Pincode should be 6 digits",
      apartment: "Please enter apartment name",
      city: "Please enter city",
      street: "Please enter locality",
      streetAddress2: "Please enter wing/floor/flat/house no",
      phoneNumber: "Should not be less than 10 digits.",
    });
    const blank = await call("POST", "api/customer/addAddress", { ...home, pincode: "", phoneNumber: "" }, { token: a.token });
    expect(body(blank).error.fields).toEqual({ pincode: "Please enter pincode", phoneNumber: "Please enter phone number." });
  });

  it("removes quote characters from text (docs/product.md#forms-and-validation, text cleaning)", async () => {
    const res = await call("PUT", "api/customer/updateAddress", { ...home, id: second, apartment: `"Tech" Park's` }, { token: a.token });
    expect(body(res).data.apartment).toBe("Tech Parks");
  });

  it("reads, updates and makes default one of the customer's own addresses", async () => {
    expect(body(await call("GET", `api/customer/getAddress?id=${second}`, undefined, { token: a.token })).data.id).toBe(second);
    const updated = await call("PUT", "api/customer/updateAddress", { ...home, id: second, city: "Bangalore" }, { token: a.token });
    expect(body(updated)).toMatchObject({ message: "Address updated successfully", data: { id: second, city: "Bangalore", isDefault: false } });
    const made = await call("POST", "api/customer/setDefaultAddress", { id: second }, { token: a.token });
    expect(body(made)).toMatchObject({ message: "Default address updated", data: { id: second, isDefault: true } });
    const list = body(await call("GET", "api/customer/listAddress", undefined, { token: a.token })).data.list;
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: string }) => x.id)).toEqual([second]);
  });

  it("gives customer B a 404 for customer A's address on read, update, delete and set-default, and changes nothing", async () => {
    const asB = { token: b.token };
    const attempts = [
      await call("GET", `api/customer/getAddress?id=${first}`, undefined, asB),
      await call("PUT", "api/customer/updateAddress", { ...home, id: first, city: "Mallory" }, asB),
      await call("DELETE", `api/customer/deleteAddress?id=${first}`, undefined, asB),
      await call("POST", "api/customer/setDefaultAddress", { id: first }, asB),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject({ success: false, message: "Address not found.", error: { code: "address_not_found" } });
    }
    expect(body(await call("GET", "api/customer/listAddress", undefined, asB)).data).toEqual({ list: [], count: 0 });
    const mine = body(await call("GET", `api/customer/getAddress?id=${first}`, undefined, { token: a.token })).data;
    expect(mine).toMatchObject({ city: "Bengaluru", isDefault: false });
  });

  it("refuses ids that are not ids with 400, and unknown ones with 404", async () => {
    expect((await call("POST", "api/customer/setDefaultAddress", { id: "1 or 1=1" }, { token: a.token })).statusCode).toBe(400);
    expect((await call("POST", "api/customer/setDefaultAddress", {}, { token: a.token })).statusCode).toBe(400);
    expect((await call("DELETE", "api/customer/deleteAddress?id=999999999", undefined, { token: a.token })).statusCode).toBe(404);
  });

  it("deletes an address; deleting the default hands it to the newest other", async () => {
    const third = body(await call("POST", "api/customer/addAddress", { ...home, apartment: "Third" }, { token: a.token })).data.id;
    const res = await call("DELETE", `api/customer/deleteAddress?id=${second}`, undefined, { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe("Address deleted successfully");
    const list = body(await call("GET", "api/customer/listAddress", undefined, { token: a.token })).data.list;
    expect(list.map((x: { id: string; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [third, true],
      [first, false],
    ]);
  });

  it("needs a token for every address call", async () => {
    expect((await call("GET", "api/customer/listAddress")).statusCode).toBe(401);
    expect((await call("POST", "api/customer/addAddress", home)).statusCode).toBe(401);
  });
});
