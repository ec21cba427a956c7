import { chooseLocation, expect, hydrated, js, phoneFor, signedIn, test } from "./fixtures";
import { enterOtp, openUserMenu, signIn, TEST_CODE } from "./sign-in";

test.describe("sign-in by one-time code", () => {
  test("a new number moves to registration, registers, signs out and signs in again", async ({ page }) => {
    const phoneNumber = phoneFor("auth: new number");
    await chooseLocation(page);
    await expect(page.locator(".user-menu > summary")).toHaveText("Sign in / Register");
    await expect(page.getByRole("link", { name: /^Notifications/ })).toHaveCount(0);

    await openUserMenu(page, "Sign in");
    const login = page.getByRole("dialog", { name: "Let's get you logged in" });
    await expect(login.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/cms/tc");
    await expect(login.getByRole("link", { name: "Pricing, Delivery, Return and Refund Policy" })).toHaveAttribute("href", "/cms/rrd");
    await expect(login.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/cms/pp");
    await login.getByLabel("Phone number").fill(phoneNumber);
    await login.getByRole("button", { name: "Continue" }).click();

    // Not registered: the login code request fails and the shopper moves to registration, number filled in.
    const register = page.getByRole("dialog", { name: "Getting Started" });
    await expect(register.getByText("Create a account to Continue !")).toBeVisible();
    await expect(page.getByText("This number is not registered with us. Please sign up.")).toBeVisible();
    await expect(register.getByLabel("Phone number")).toHaveValue(`91 ${phoneNumber.slice(0, 5)} ${phoneNumber.slice(5)}`);
    await register.getByRole("button", { name: "Sign up" }).click();
    await expect(register.getByText("Please enter first name")).toBeVisible();
    await expect(register.getByText("Please enter last name")).toBeVisible();
    await register.getByLabel("First name").fill("Asha");
    await register.getByLabel("Last name").fill("Verma");
    await register.getByRole("button", { name: "Sign up" }).click();

    const otp = page.getByRole("dialog", { name: "OTP" });
    await expect(otp.getByText(/^Resend in \d+ seconds$/)).toBeVisible();
    await expect(otp.getByRole("link", { name: "or Change phone number" })).toBeVisible();
    await enterOtp(page, "000000");
    await expect(otp.getByText("Invalid OTP. 4 tries left.")).toBeVisible();
    await enterOtp(page, TEST_CODE);

    await expect(page.locator(".user-menu > summary")).toHaveText("Hello, Asha Verma");
    await expect(page.getByRole("link", { name: /^Notifications/ })).toBeVisible();
    await page.locator(".user-menu > summary").click();
    for (const item of ["My Profile", "My Promo Code", "Refer & Save!", "My Review", "My Orders", "Help Center"]) {
      await expect(page.locator(".user-menu").getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    await page.locator(".user-menu").getByRole("button", { name: "Log out" }).click();
    await expect(page.locator(".user-menu > summary")).toHaveText("Sign in / Register");
    await expect(page.getByRole("link", { name: /^Notifications/ })).toHaveCount(0);

    // Signed out, the account pages send the visitor home.
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/$/);

    // A registered number signs in straight away; a registered number cannot register again.
    await signIn(page, phoneNumber);
    await expect(page.locator(".user-menu > summary")).toHaveText("Hello, Asha Verma");
  });

  test("a registered number cannot register twice, and the server's message says so", async ({ page }) => {
    const registered = phoneFor("auth: registered number");
    await chooseLocation(page);
    await signIn(page, registered);
    await openUserMenu(page, "Log out");
    await expect(page.locator(".user-menu > summary")).toHaveText("Sign in / Register");
    await openUserMenu(page, "Register");
    const register = page.getByRole("dialog", { name: "Getting Started" });
    await register.getByLabel("Phone number").fill(registered);
    await register.getByLabel("First name").fill("Someone");
    await register.getByLabel("Last name").fill("Else");
    await register.getByRole("button", { name: "Sign up" }).click();
    await expect(register.getByText("This number is already registered. Please log in.")).toBeVisible();
  });

  test("signing in needs a location first", async ({ page }) => {
    await page.goto("/?dialog=login");
    await expect(page.getByRole("dialog", { name: "Where should we deliver the products?" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Let's get you logged in" })).toHaveCount(0);
  });

  test("the guarded pages send a signed-out visitor home", async ({ page }) => {
    await chooseLocation(page);
    for (const path of ["/profile", "/shipping_address", "/my_address", "/add_address", "/edit_address/1", "/account_dashboard/profile", "/payment_method"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
  });
});

test.describe("account", () => {
  test("the profile form shows each of the shop's messages and saves a valid profile", async ({ page }) => {
    const number = phoneFor("auth: profile");
    await chooseLocation(page);
    await signIn(page, number);
    await page.goto("/account_dashboard/profile");
    await expect(page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Refer & Save!" })).toHaveAttribute(
      "href",
      "/account_dashboard/referral_codes",
    );
    // The tab shows what /profile shows.
    await expect(page.getByRole("link", { name: "My refills: when your products run out" })).toHaveAttribute("href", "/my_refills");
    await expect(page.getByRole("form", { name: "Notification preferences" })).toBeVisible();
    const form = page.locator("#profile-form");
    const save = form.getByRole("button", { name: "Update Profile" });
    const phone = `91 ${number.slice(0, 5)} ${number.slice(5)}`;
    await expect(form.getByLabel("Phone number")).toHaveValue(phone);

    await form.getByLabel("First name").fill("");
    await form.getByLabel("Last name").fill("");
    await form.getByLabel("Phone number").fill("");
    await form.getByLabel("Email (optional)").fill("asha@");
    await save.click();
    await expect(form.getByText("Please enter first name")).toBeVisible();
    await expect(form.getByText("Please enter last name")).toBeVisible();
    await expect(form.getByText("Please enter phone number.")).toBeVisible();
    await expect(form.getByText("Please enter valid email address.")).toBeVisible();

    await form.getByLabel("Phone number").fill("98765");
    await save.click();
    await expect(form.getByText("Should not be less than 10 digits.")).toBeVisible();

    await form.getByLabel("First name").fill("Meera");
    await form.getByLabel("Last name").fill("Iyer");
    await form.getByLabel("Phone number").fill(number);
    await form.getByLabel("Email (optional)").fill("meera@example.in");
    await save.click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    await expect(page.locator(".user-menu > summary")).toHaveText("Hello, Meera Iyer");
    await page.goto("/profile");
    await expect(page.locator("#profile-form").getByLabel("Email (optional)")).toHaveValue("meera@example.in");
  });

  test("with JavaScript, a field is checked as it is left and a refused form is not sent", async ({ page }) => {
    test.skip(!js(), "without JavaScript the server checks the form (the test above)");
    await signedIn(page, phoneFor("auth: form checks"));
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/profile") posts.push(request.url());
    });
    const form = page.locator("#profile-form");
    const firstName = form.getByLabel("First name");
    const refusal = form.getByText("Please enter first name");
    // The form's validation arrives after the page (docs/decisions/037): leave the field until it is checked.
    await expect(async () => {
      await firstName.fill("");
      await firstName.press("Tab");
      await expect(refusal).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    // Checked again as it is typed: the error goes with the first letter.
    await firstName.pressSequentially("A");
    await expect(refusal).toHaveCount(0);
    await expect(firstName).not.toHaveAttribute("aria-invalid");
    // A refused form stays on the page, with the first refused field focused, and posts nothing; the
    // click that leaves the last field for the button is not lost to an error appearing above it.
    await form.getByLabel("Email (optional)").fill("asha@");
    await form.getByRole("button", { name: "Update Profile" }).click();
    await expect(form.getByText("Please enter valid email address.")).toBeVisible();
    await expect(form.getByLabel("Email (optional)")).toBeFocused();
    await firstName.fill("");
    await expect(refusal).toBeVisible();
    await form.getByLabel("Email (optional)").press("Enter");
    await expect(firstName).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("addresses: an unserviceable pincode is refused, then add, edit, set default and delete", async ({ page }) => {
    const tag = test.info().project.name;
    await chooseLocation(page);
    await signIn(page, phoneFor("auth: addresses"));
    await page.goto("/my_address");
    await page.getByRole("link", { name: "Add New Address" }).click();
    await expect(page).toHaveURL(/\/add_address$/);
    const form = page.locator("#address-form");
    const fill = async (apartment: string, pincode: string) => {
      await form.getByLabel("First name").fill("Asha");
      await form.getByLabel("Last name").fill("Verma");
      await form.getByLabel("Phone number").fill("9876543210");
      await form.getByLabel("Pincode").fill(pincode);
      await form.getByLabel("City").fill("Bengaluru");
      await form.getByLabel("Apartment name").fill(apartment);
      await form.getByLabel("Wing / floor / flat / house no").fill("B-304");
      await form.getByLabel("Locality").fill("Koramangala 5th Block");
    };
    await form.getByRole("button", { name: "Save Address" }).click();
    for (const message of [
      "Please enter pincode",
      "Please enter apartment name",
      "Please enter city",
      "Please enter locality",
      "Please enter wing/floor/flat/house no",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }

    await fill(`Home ${tag}`, "999999");
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(form.getByText("We are not delivering at this pincode")).toBeVisible();
    await form.getByLabel("Pincode").fill("560034");
    if (tag === "js") await expect(form.getByLabel("City")).toHaveValue("Bengaluru");
    else await form.getByLabel("City").fill("Bengaluru");
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByText("Address added successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/shipping_address$/);

    await page.getByRole("link", { name: "Add New Address" }).click();
    await fill(`Office ${tag}`, "560001");
    await form.getByRole("button", { name: "Save Address" }).click();
    const office = page.getByRole("listitem", { name: `Asha Verma, Office ${tag}` });
    await expect(office).toBeVisible();
    await expect(office.getByText("Default", { exact: true })).toHaveCount(0);

    await office.getByRole("button", { name: "Set as default" }).click();
    await expect(page.getByText("Default address updated")).toBeVisible();
    await expect(office.getByText("Default", { exact: true })).toBeVisible();
    await expect(page.getByRole("listitem", { name: `Asha Verma, Home ${tag}` }).getByText("Default", { exact: true })).toHaveCount(0);

    await office.getByRole("link", { name: "Edit" }).click();
    await expect(form.getByLabel("Apartment name")).toHaveValue(`Office ${tag}`);
    await form.getByLabel("Apartment name").fill(`Studio ${tag}`);
    await form.getByRole("button", { name: "Update Address" }).click();
    await expect(page.getByText("Address updated successfully")).toBeVisible();
    const studio = page.getByRole("listitem", { name: `Asha Verma, Studio ${tag}` });
    await studio.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Address deleted successfully")).toBeVisible();
    await expect(studio).toHaveCount(0);
    await expect(page.getByRole("listitem", { name: `Asha Verma, Home ${tag}` }).getByText("Default", { exact: true })).toBeVisible();
  });
});
