import { getFormProps, useForm, type FormResult } from "~/lib/forms/use-form";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import type { OtpPurpose } from "@domain/account/sign-in";
import type { PushConfig } from "@domain/notifications/schemas";
import { HoneypotInputs, HoneypotProvider } from "~/components/Honeypot";
import { useHydrated } from "~/hydration";
import { useLazyValidation } from "~/lib/forms/lazy-validation";
import { displayPhone, formatPhoneInput } from "@domain/shared/phone";
import { CONSENT_LINKS, type SignInMode, type SignInStep } from "~/lib/account/sign-in-steps";
import { Field, FormErrors, PhoneField } from "./form";
import { SubmitButton } from "./SubmitButton";
import { PushOffer, PushTokenField } from "./Push";
import { OtpBoxes } from "./OtpBoxes";
import { useT } from "~/i18n/useT";
import { withParts } from "~/i18n/parts";

/** What a sign-in step shows: the refusal of its last post, the number and names so far, the resend countdown, the push offer's settings. */
export type SignInView = {
  step: SignInStep;
  result: FormResult | null;
  phoneNumber: string;
  type: OtpPurpose;
  firstName: string;
  lastName: string;
  email: string;
  sentAt: number;
  resendIn: number;
  honeypot: HoneypotInputProps;
  /** The public Firebase web settings, for "Get order updates" (null: no web push). */
  push: PushConfig | null;
};

/**
 * The sign-in steps (docs/product.md#dialogs, #sign-in): the same forms in the main build's dialogs and the
 * alternate variant's pages. Each posts to /auth, which answers with the next step.
 */
type StepProps = {
  view: SignInView;
  mode: SignInMode;
  /** Where to come back to once signed in (dialogs: the page under the dialog). */
  redirectTo: string;
  /** The link to another step. */
  hrefFor: (step: SignInStep) => string;
};

export function SignInStepView(props: StepProps) {
  const { view } = props;
  const t = useT();
  return (
    <HoneypotProvider {...view.honeypot}>
      {view.step === "login" ? (
        <>
          <h2 id="sign-in-title">{t("Let's get you logged in")}</h2>
          <LoginForm {...props} />
          <PushOffer config={view.push} />
        </>
      ) : view.step === "register" ? (
        <>
          <h2 id="sign-in-title">{t("Getting Started")}</h2>
          <p className="muted">{t("Create a account to Continue !")}</p>
          <RegisterForm {...props} />
          <PushOffer config={view.push} />
        </>
      ) : (
        <>
          <h2 id="sign-in-title">{t("OTP")}</h2>
          <OtpForm key={`${view.sentAt}-${view.result ? "refused" : "new"}`} {...props} />
        </>
      )}
    </HoneypotProvider>
  );
}

/** The fields every sign-in form carries: the step, how it is shown, where to return, CSRF token and honeypot. */
function Hidden({ intent, mode, redirectTo }: { intent: string; mode: SignInMode; redirectTo: string }) {
  return (
    <>
      <AuthenticityTokenInput />
      <HoneypotInputs />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
    </>
  );
}

function LoginForm({ view, mode, redirectTo, hrefFor }: StepProps) {
  const t = useT();
  const validate = useLazyValidation(() => import("@domain/account/schemas").then((s) => s.loginSchema));
  const [form, fields] = useForm<{ phoneNumber: string }>({
    id: "login-form",
    lastResult: view.result,
    defaultValue: { phoneNumber: formatPhoneInput(view.phoneNumber) },
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action="/auth" {...getFormProps(form)} className="sign-in-form">
      <Hidden intent="login" mode={mode} redirectTo={redirectTo} />
      <FormErrors form={form} />
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- each sign-in step opens on the field it asks for */}
      <PhoneField meta={fields.phoneNumber} autoFocus />
      <SubmitButton action="/auth" intent="login" pendingText={t("Sending OTP…")}>
        {t("Continue")}
      </SubmitButton>
      <p className="consent">
        {withParts(
          t("By continuing, you agree to our {terms}, {pricing} and {privacy}."),
          Object.fromEntries(
            CONSENT_LINKS.map((link) => [
              link.name,
              <Link key={link.name} to={link.to}>
                {t(link.label)}
              </Link>,
            ]),
          ),
        )}
      </p>
      <p className="switch-step">
        {t("New here?")} <Link to={hrefFor("register")}>{t("Create an account")}</Link>
      </p>
    </Form>
  );
}

function RegisterForm({ view, mode, redirectTo, hrefFor }: StepProps) {
  const t = useT();
  const validate = useLazyValidation(() => import("@domain/account/schemas").then((s) => s.registerSchema));
  const [form, fields] = useForm<{ phoneNumber: string; firstName: string; lastName: string; email: string | null }>({
    id: "register-form",
    lastResult: view.result,
    defaultValue: { phoneNumber: formatPhoneInput(view.phoneNumber), firstName: view.firstName, lastName: view.lastName, email: view.email },
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" action="/auth" {...getFormProps(form)} className="sign-in-form">
      <Hidden intent="register" mode={mode} redirectTo={redirectTo} />
      <FormErrors form={form} />
      <PhoneField meta={fields.phoneNumber} />
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- each sign-in step opens on the field it asks for */}
      <Field meta={fields.firstName} label={t("First name")} autoComplete="given-name" autoFocus={!!view.phoneNumber} />
      <Field meta={fields.lastName} label={t("Last name")} autoComplete="family-name" />
      <Field meta={fields.email} label={t("Email (optional)")} type="email" autoComplete="email" />
      <SubmitButton action="/auth" intent="register" pendingText={t("Sending OTP…")}>
        {t("Sign up")}
      </SubmitButton>
      <p className="switch-step">
        {t("Already registered?")} <Link to={hrefFor("login")}>{t("Log in")}</Link>
      </p>
    </Form>
  );
}

/** Seconds left before 'Resend OTP', counted down in the browser from what the server said. */
function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const now = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(now);
      if (!now) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * The code step. Without JavaScript: one six-digit field, 'Submit' shown by CSS once it holds six
 * digits, and 'Resend OTP' always there (the server refuses an early resend and says how long to wait).
 * With it: six boxes, the countdown, and the code sent by itself once the sixth digit is in.
 */
function OtpForm({ view, mode, redirectTo, hrefFor }: StepProps) {
  const t = useT();
  const hydrated = useHydrated();
  const validate = useLazyValidation(() => import("@domain/account/schemas").then((s) => s.otpSchema));
  const [form, fields] = useForm<{ otp: string }>({ id: "otp-form", lastResult: view.result, onValidate: validate, shouldValidate: "onSubmit" });
  const [code, setCode] = useState("");
  const left = useCountdown(view.resendIn);
  const formRef = useRef<HTMLFormElement>(null);
  const complete = code.length === 6;

  useEffect(() => {
    if (complete) formRef.current?.requestSubmit();
  }, [complete]);

  const error = fields.otp.errors?.[0];
  return (
    <>
      <p>{withParts(t("Enter the 6-digit code sent to {phoneNumber}"), { phoneNumber: <strong>+91 {displayPhone(view.phoneNumber)}</strong> })}</p>
      <Form method="post" action="/auth" {...getFormProps(form)} ref={formRef} className="sign-in-form otp-form">
        <Hidden intent="verify" mode={mode} redirectTo={redirectTo} />
        <PushTokenField />
        {hydrated ? (
          <OtpBoxes name={fields.otp.name} errorId={fields.otp.errorId} invalid={!!error} onChange={setCode} />
        ) : (
          <Field
            meta={fields.otp}
            label={t("6-digit OTP")}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- each sign-in step opens on the field it asks for
            autoFocus
          />
        )}
        {hydrated && error ? (
          <p className="field-error" id={fields.otp.errorId}>
            {t.text(error)}
          </p>
        ) : null}
        {!hydrated || complete ? (
          <SubmitButton action="/auth" intent="verify" pendingText={t("Verifying…")} className="otp-submit">
            {t("Submit")}
          </SubmitButton>
        ) : null}
      </Form>
      <Form method="post" action="/auth" className="resend-form">
        <Hidden intent="resend" mode={mode} redirectTo={redirectTo} />
        {left > 0 ? <p aria-live="polite">{t("Resend in {seconds} seconds", { seconds: left })}</p> : null}
        {!hydrated || left === 0 ? (
          <SubmitButton action="/auth" intent="resend" pendingText={t("Sending…")} className="link-button">
            {t("Resend OTP")}
          </SubmitButton>
        ) : null}
      </Form>
      <p className="switch-step">
        <Link to={hrefFor(view.type)}>{t("or Change phone number")}</Link>
      </p>
    </>
  );
}
