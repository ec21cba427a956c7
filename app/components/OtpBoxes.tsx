import { useRef, useState, type ClipboardEvent } from "react";
import { OTP_LENGTH } from "@domain/account/sign-in";
import { useT } from "~/i18n/useT";

/**
 * The six boxes of the OTP dialog (docs/product.md#dialogs), with JavaScript only: typing moves to the next
 * box, Backspace on an empty box goes back, a pasted or autofilled code spreads over all six. The
 * code travels in one hidden field, as the single input does without JavaScript.
 */
export function OtpBoxes({ name, errorId, invalid, onChange }: { name: string; errorId?: string; invalid: boolean; onChange: (code: string) => void }) {
  const t = useT();
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(""));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  function put(from: number, typed: string) {
    const next = [...digits];
    let at = from;
    for (const digit of typed) {
      if (at >= OTP_LENGTH) break;
      next[at++] = digit;
    }
    if (!typed) next[from] = "";
    setDigits(next);
    onChange(next.join(""));
    if (typed) boxes.current[Math.min(at, OTP_LENGTH - 1)]?.focus();
  }

  return (
    <div className="otp-boxes" role="group" aria-label={t("OTP")}>
      <input type="hidden" name={name} value={digits.join("")} />
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(element) => {
            boxes.current[i] = element;
          }}
          value={digit}
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          aria-label={t("OTP digit {digit} of {length}", { digit: i + 1, length: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is what this step of the sign-in dialog asks for
          autoFocus={i === 0}
          onChange={(event) => {
            const typed = event.currentTarget.value.replace(/\D/g, "");
            // A box that held a digit now holds two: keep the one just typed.
            put(i, typed.length === 2 && digit ? typed.replace(digit, "") || digit : typed);
          }}
          onKeyDown={(event) => {
            if (event.key === "Backspace" && !digit && i > 0) boxes.current[i - 1]?.focus();
          }}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
            event.preventDefault();
            put(i, event.clipboardData.getData("text").replace(/\D/g, ""));
          }}
        />
      ))}
    </div>
  );
}
