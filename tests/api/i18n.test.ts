import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatorFor } from "@domain/i18n/catalog";
import { insertOrder } from "./orders-fixture";
import { body, operatorCall, startApi, type Harness } from "./harness";
import { ageCodes, startSmsGateway, type SmsGateway } from "./sms-gateway";
import { consoleSms } from "../../server/api/services/notifications/sms/console";
import { otpSmsText } from "../../server/api/services/notifications/sms/sender";

/**
 * The API speaks its client's language (docs/i18n.md): each request's Accept-Language decides the
 * words of a refusal, of its fields and of a success; anything it cannot use is English, never an
 * error. What is sent later (notifications) is written in the customer's stored language, and the code's
 * SMS in the language of the request that asked for it.
 */

let api: Harness;
let gateway: SmsGateway;
const HINDI_SMS = "171235";
const SERVED = "560034";

beforeAll(async () => {
  gateway = await startSmsGateway();
  api = await startApi({ ...gateway.env, FAST2SMS_DLT_MESSAGE_IDS: `hi:${HINDI_SMS}`, RATE_LIMIT_MAX: "100000", OTP_MAX_PER_IP_PER_HOUR: "1000" });
});
afterAll(async () => {
  await api.close();
  await gateway.close();
});

const hi = translatorFor("hi");

type Options = { language?: string; token?: string; pincode?: string };
function call(method: "GET" | "POST" | "PUT", path: string, payload?: unknown, { language, token, pincode }: Options = {}) {
  return api.app.inject({
    method,
    url: `/v1/${path}`,
    headers: {
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
      ...(language === undefined ? {} : { "accept-language": language }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(pincode ? { pincode } : {}),
    },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

let phone = 9823300001;
const newNumber = () => String(phone++);

/** Registers a new customer the way the storefront does, in a language: code, verify, register. */
async function register(language?: string) {
  const phoneNumber = newNumber();
  const sent = await call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type: "register" }, { language });
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await call("POST", "auth/customer/verifyOtp", { phoneNumber, otp: gateway.lastCode(phoneNumber) }, { language });
  const { verificationToken } = body(verified).data;
  const fields = { phoneNumber, firstName: "Asha", lastName: "Verma", email: "", verificationToken, deviceType: "web" };
  const registered = await call("POST", "auth/customer/register", fields, { language });
  expect(registered.statusCode, registered.body).toBe(200);
  return { ...(body(registered).data as { id: string; token: string; language: string }), phoneNumber, registered: body(registered) };
}

const devanagari = /[\u0900-\u097F]/;

describe("a refusal in the client's language", () => {
  it("an unknown product, in Hindi, and in English without a header", async () => {
    const inHindi = await call("GET", "auth/customer/getProductDetails?id=No-Such-Soap", undefined, { language: "hi-IN,hi;q=0.9,en;q=0.8", pincode: SERVED });
    expect(inHindi.statusCode).toBe(404);
    expect(body(inHindi)).toEqual({ success: false, message: "प्रोडक्ट नहीं मिला", error: { code: "product_not_found" } });
    const inEnglish = await call("GET", "auth/customer/getProductDetails?id=No-Such-Soap", undefined, { pincode: SERVED });
    expect(body(inEnglish).message).toBe("Product not found");
  });

  it("a pincode not served, with its value in the Hindi message", async () => {
    const res = await call("POST", "auth/customer/checkServiceableableArea", { pincode: "999999" }, { language: "hi" });
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe("हम अभी इस पिनकोड (999999) पर डिलीवरी नहीं करते हैं।");
    const english = await call("POST", "auth/customer/checkServiceableableArea", { pincode: "999999" });
    expect(body(english).message).toBe("We are not delivering at this pincode (999999) yet.");
  });

  it("no location, before anything else is looked at", async () => {
    const res = await call("GET", "auth/customer/getProductDetails?id=Lemon-Dishwash-Gel-500-ml", undefined, { language: "hi" });
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toBe("कृपया लोकेशन चुनें !");
  });

  it("a wrong OTP: the message and the field, with the tries left", async () => {
    const phoneNumber = newNumber();
    await call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type: "register" }, { language: "hi" });
    const wrong = gateway.lastCode(phoneNumber) === "000000" ? "111111" : "000000";
    const res = await call("POST", "auth/customer/verifyOtp", { phoneNumber, otp: wrong }, { language: "hi" });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({
      success: false,
      message: "गलत OTP। 4 कोशिशें बाकी हैं।",
      error: { code: "otp_invalid", fields: { otp: "गलत OTP। 4 कोशिशें बाकी हैं।" } },
    });
    const english = await call("POST", "auth/customer/verifyOtp", { phoneNumber, otp: wrong });
    expect(body(english).message).toBe("Invalid OTP. 3 tries left.");
  });

  it("a promo code's minimum, and the notice of a code the cart lost, with the amounts in place", async () => {
    const { token } = await register("hi");
    const cart = (path: string, payload: unknown) => call("POST", `api/customer/${path}`, payload, { language: "hi", token, pincode: SERVED });
    await cart("addItemToCart", { productId: "Lemon-Dishwash-Gel-500-ml", quantity: 2 });
    const refused = await cart("applyCoupon", { couponCode: "WELCOME50" });
    expect(refused.statusCode).toBe(400);
    const minimum = "इस प्रोमो कोड के लिए कम से कम ₹299 का ऑर्डर ज़रूरी है। इसे इस्तेमाल करने के लिए ₹41 का सामान और जोड़ें।";
    expect(body(refused)).toMatchObject({ message: minimum, error: { code: "coupon_refused", fields: { couponCode: minimum } } });

    await cart("updateProductQty", { productId: "Lemon-Dishwash-Gel-500-ml", quantity: 4 });
    expect((await cart("applyCoupon", { couponCode: "REFILL10" })).statusCode).toBe(200);
    const lowered = await cart("updateProductQty", { productId: "Lemon-Dishwash-Gel-500-ml", quantity: 3 });
    expect(body(lowered).message).toBe("मात्रा अपडेट हो गई");
    expect(body(lowered).data.extra.notices).toEqual([
      "प्रोमो कोड REFILL10 हटा दिया गया: इस प्रोमो कोड के लिए कम से कम ₹499 का ऑर्डर ज़रूरी है। इसे इस्तेमाल करने के लिए ₹112 का सामान और जोड़ें।",
    ]);
  });
});

describe("a validation refusal in the client's language", () => {
  it("the rule's own message, and each field's", async () => {
    const res = await call("POST", "auth/customer/sendOtpToUser", { phoneNumber: "12345", type: "admin" }, { language: "hi" });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({
      success: false,
      message: "फ़ोन नंबर 10 अंकों से कम नहीं होना चाहिए।",
      error: { code: "validation", fields: { phoneNumber: "फ़ोन नंबर 10 अंकों से कम नहीं होना चाहिए।", type: "type login या register होना चाहिए" } },
    });
  });

  it("zod's own message, for a rule that gives none, in Hindi and as zod words it in English", async () => {
    const payload = { phoneNumber: "9812345670", verificationToken: "x", fcmToken: 5 };
    const inHindi = await call("POST", "auth/customer/login", payload, { language: "hi" });
    expect(inHindi.statusCode).toBe(400);
    expect(body(inHindi).error.fields).toEqual({ fcmToken: "string होना चाहिए था, पर number मिला" });
    const inEnglish = await call("POST", "auth/customer/login", payload, { language: "en" });
    expect(body(inEnglish).error.fields).toEqual({ fcmToken: "Expected string, received number" });
  });

  it("the API's own refusals of a body: not JSON, not an object", async () => {
    const notJson = await api.app.inject({
      method: "POST",
      url: "/v1/auth/customer/sendOtpToUser",
      headers: { "content-type": "application/json", "accept-language": "hi" },
      payload: "{nope",
    });
    expect(body(notJson)).toEqual({ success: false, message: "अनुरोध की बॉडी सही JSON नहीं है।", error: { code: "invalid_body" } });
    const unknownPath = await call("GET", "api/no/such/thing?x=1", undefined, { language: "hi" });
    expect(body(unknownPath).message).toBe("ऐसा कोई API पाथ नहीं है: GET /v1/api/no/such/thing");
  });
});

describe("a success in the client's language", () => {
  it("its message, with its values in place", async () => {
    const phoneNumber = newNumber();
    const res = await call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type: "register" }, { language: "hi" });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe(`OTP +91 ${phoneNumber.slice(0, 5)} ${phoneNumber.slice(5)} पर भेज दिया गया है`);
    const served = await call("POST", "auth/customer/checkServiceableableArea", { pincode: SERVED }, { language: "hi" });
    expect(body(served).message).toBe("हम आपकी लोकेशन पर डिलीवरी करते हैं");
  });
});

describe("a language the API cannot use is English, never an error", () => {
  for (const language of ["", "fr", "fr-FR, de;q=0.8", "x;q=abc", "hi;q=0", ";;;,,,", "*", "\u00e9\u00e9\u00e9", "x".repeat(2000)]) {
    it(`Accept-Language: ${JSON.stringify(language.slice(0, 20))}`, async () => {
      const refused = await call("GET", "auth/customer/getProductDetails?id=No-Such-Soap", undefined, { language, pincode: SERVED });
      expect(refused.statusCode).toBe(404);
      expect(body(refused).message).toBe("Product not found");
      const served = await call("POST", "auth/customer/checkServiceableableArea", { pincode: SERVED }, { language });
      expect(served.statusCode).toBe(200);
      expect(body(served).message).toBe("We deliver to your location");
    });
  }

  it("a header it cannot even read as text is English too", async () => {
    const res = await api.app.inject({
      method: "POST",
      url: "/v1/auth/customer/checkServiceableableArea",
      headers: { "content-type": "application/json", "accept-language": Buffer.from([0xff, 0xfe, 0x41]).toString("latin1") },
      payload: JSON.stringify({ pincode: SERVED }),
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe("We deliver to your location");
  });
});

describe("Vary: Accept-Language", () => {
  it("is on a success, a refusal, a validation refusal and an unknown path", async () => {
    const answers = await Promise.all([
      call("POST", "auth/customer/checkServiceableableArea", { pincode: SERVED }, { language: "hi" }),
      call("GET", "auth/customer/getProductDetails?id=No-Such-Soap", undefined, { pincode: SERVED }),
      call("POST", "auth/customer/sendOtpToUser", {}, { language: "hi" }),
      call("GET", "api/no/such/thing"),
    ]);
    for (const answer of answers) expect(String(answer.headers.vary).toLowerCase()).toContain("accept-language");
  });
});

describe("the customer's language", () => {
  it("register stores the request's language; getProfile answers it; login keeps it", async () => {
    const customer = await register("hi-IN,hi;q=0.9");
    expect(customer.language).toBe("hi");
    expect(customer.registered.message).toBe("रजिस्ट्रेशन हो गया");
    const profile = await call("GET", "api/customer/getProfile", undefined, { token: customer.token });
    expect(body(profile).data).toMatchObject({ id: customer.id, language: "hi" });
    // An English message: the API's words follow the request, the stored language the customer's choice.
    expect(body(profile).message).toBe("OK");

    // Signing in again from an English page leaves the stored language as it is (the storefront saves a choice).
    const { phoneNumber } = customer;
    await ageCodes(api, phoneNumber, 61);
    await call("POST", "auth/customer/sendOtpToUser", { phoneNumber, type: "login" }, { language: "en" });
    const { verificationToken } = body(await call("POST", "auth/customer/verifyOtp", { phoneNumber, otp: gateway.lastCode(phoneNumber) })).data;
    const login = await call("POST", "auth/customer/login", { phoneNumber, verificationToken, deviceType: "web" }, { language: "en" });
    expect(body(login)).toMatchObject({ message: "Logged in successfully", data: { language: "hi" } });

    const english = await register();
    expect(english.language).toBe("en");
    const unknown = await register("fr");
    expect(unknown.language).toBe("en");
  });

  it("setLanguage stores it, and getProfile answers it", async () => {
    const { token } = await register();
    const set = await call("PUT", "api/customer/setLanguage", { language: "hi" }, { token });
    expect(set.statusCode).toBe(200);
    expect(body(set).data.language).toBe("hi");
    expect(body(await call("GET", "api/customer/getProfile", undefined, { token })).data.language).toBe("hi");
    const back = await call("PUT", "api/customer/setLanguage", { language: "en" }, { token, language: "hi" });
    expect(body(back).data.language).toBe("en");
    expect(body(back).message).toBe("ठीक है");
  });

  it("setLanguage refuses a language the shop does not have, with a clear message, and keeps the one it had", async () => {
    const { token } = await register("hi");
    for (const language of ["fr", "HI", "", 5, null]) {
      const res = await call("PUT", "api/customer/setLanguage", { language }, { token });
      expect(res.statusCode, JSON.stringify(language)).toBe(400);
      expect(body(res)).toEqual({
        success: false,
        message: "Please choose one of the shop's languages.",
        error: { code: "validation", fields: { language: "Please choose one of the shop's languages." } },
      });
    }
    const inHindi = await call("PUT", "api/customer/setLanguage", { language: "fr" }, { token, language: "hi" });
    expect(body(inHindi).message).toBe("कृपया शॉप की भाषाओं में से कोई एक चुनें।");
    const missing = await call("PUT", "api/customer/setLanguage", {}, { token });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error.fields.language).toBe("Please choose one of the shop's languages.");
    expect(body(await call("GET", "api/customer/getProfile", undefined, { token })).data.language).toBe("hi");
  });

  it("setLanguage needs a signed-in customer, and is a PUT", async () => {
    const anonymous = await call("PUT", "api/customer/setLanguage", { language: "hi" }, { language: "hi" });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).message).toBe("आगे बढ़ने के लिए कृपया साइन इन करें।");
    const { token } = await register();
    const wrongMethod = await call("POST", "api/customer/setLanguage", { language: "hi" }, { token });
    expect(wrongMethod.statusCode).toBe(404);
  });
});

describe("what the shop sends later, in the customer's language", () => {
  const notificationsOf = async (token: string, language?: string) =>
    body(await call("POST", "api/customer/getNotificationList", {}, { token, language })).data.list;

  it("an order's move is written in Hindi for a Hindi customer (the operator's note as written), in English for another", async () => {
    const asha = await register("hi");
    const order = await insertOrder(api.db, asha.id, { paymentType: "COD" });
    const moved = await operatorCall(api)("api/admin/updateOrderStatus", { orderId: order.orderNumber, status: "accepted", note: "Packed with care." });
    expect(moved.statusCode, moved.body).toBe(200);
    // The operator's own request had no Accept-Language: its answer is English, the customer's notification Hindi.
    expect(body(moved).message).toBe(`Order ${order.orderNumber} is now accepted`);
    const [latest] = await notificationsOf(asha.token);
    expect(latest).toMatchObject({
      title: `ऑर्डर ${order.orderNumber}: स्वीकार हुआ`,
      body: `आपका ऑर्डर ${order.orderNumber} स्वीकार कर लिया गया है और पैक हो रहा है। Packed with care.`,
      orderId: order.orderNumber,
    });
    // Read later from an English page, it is as it was sent (server/api/services/notifications/notifications.ts says why).
    expect((await notificationsOf(asha.token, "en"))[0].title).toMatch(devanagari);

    const bala = await register("en");
    const other = await insertOrder(api.db, bala.id, { paymentType: "COD" });
    await operatorCall(api)("api/admin/updateOrderStatus", { orderId: other.orderNumber, status: "accepted" });
    expect((await notificationsOf(bala.token))[0]).toMatchObject({
      title: `Order ${other.orderNumber}: Accepted`,
      body: `Your order ${other.orderNumber} has been accepted and is being packed.`,
    });
  });

  it("a customer who switches to Hindi gets the next ones in Hindi", async () => {
    const chitra = await register("en");
    await call("PUT", "api/customer/setLanguage", { language: "hi" }, { token: chitra.token });
    const order = await insertOrder(api.db, chitra.id, { paymentType: "COD" });
    await operatorCall(api)("api/admin/updateOrderStatus", { orderId: order.orderNumber, status: "cancelled" });
    expect((await notificationsOf(chitra.token))[0]).toMatchObject({
      title: `ऑर्डर ${order.orderNumber}: कैंसिल हुआ`,
      body: `आपका ऑर्डर ${order.orderNumber} कैंसिल कर दिया गया है।`,
    });
  });

  it("an operator's reply to a help request", async () => {
    const dev = await register("hi");
    const ticket = await call(
      "POST",
      "api/customer/addFeedback",
      { question: "Where is my order?", categoryId: "order-delivery", mobileNumber: dev.phoneNumber },
      {
        token: dev.token,
        language: "hi",
      },
    );
    expect(ticket.statusCode, ticket.body).toBe(200);
    const { id } = body(ticket).data;
    expect(body(ticket).message).toBe(`धन्यवाद! आपका सहायता अनुरोध #${id} हमें मिल गया है। हम आम तौर पर एक कामकाजी दिन के अंदर जवाब देते हैं।`);
    expect((await operatorCall(api)("api/admin/answerFeedback", { id, reply: "It arrives today." })).statusCode).toBe(200);
    expect((await notificationsOf(dev.token))[0]).toMatchObject({
      title: "हमने आपके सहायता अनुरोध का जवाब दिया है",
      body: `आपके सहायता अनुरोध #${id} का जवाब: It arrives today.`,
    });
  });
});

describe("the sign-in code's SMS, in the language of the request", () => {
  it("is sent as the Hindi template to a Hindi request, as the English one otherwise", async () => {
    const hindi = newNumber();
    await call("POST", "auth/customer/sendOtpToUser", { phoneNumber: hindi, type: "register" }, { language: "hi" });
    expect(gateway.received.filter((r) => r.body.numbers === hindi).at(-1)!.body).toMatchObject({ route: "dlt", message: HINDI_SMS });

    const english = newNumber();
    await call("POST", "auth/customer/sendOtpToUser", { phoneNumber: english, type: "register" }, { language: "fr" });
    expect(gateway.received.filter((r) => r.body.numbers === english).at(-1)!.body).toMatchObject({ route: "dlt", message: "171234" });
  });

  it("says, in Hindi, what the Hindi template must say", async () => {
    expect(otpSmsText({ code: "123456", language: "hi" })).toBe("123456 आपका Nirmal साइन इन OTP है। यह 5 मिनट तक मान्य है। इसे किसी के साथ शेयर न करें।");
    expect(otpSmsText({ code: "123456", language: "en" })).toBe("123456 is your Nirmal sign-in OTP. It is valid for 5 minutes. Do not share it with anyone.");
    const logged: object[] = [];
    const log = { info: (details: object) => logged.push(details) } as unknown as Parameters<typeof consoleSms>[0];
    await consoleSms(log).sendOtp({ phoneNumber: "9812345670", code: "123456", language: "hi" });
    expect(logged).toEqual([{ phoneNumber: "9812345670", code: "123456", language: "hi", text: otpSmsText({ code: "123456", language: "hi" }) }]);
  });

  it("is refused in the request's language when the gateway fails", async () => {
    gateway.failNextRequest();
    const res = await call("POST", "auth/customer/sendOtpToUser", { phoneNumber: newNumber(), type: "register" }, { language: "hi" });
    expect(res.statusCode).toBe(502);
    expect(body(res).message).toBe(hi("We could not send the OTP right now. Please try again."));
  });
});
