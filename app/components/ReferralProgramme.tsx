import { useState } from "react";
import { useHydrated } from "~/hydration";
import type { checkAndGetReferral, getReferralCoupon, getReferralData } from "@domain/cart/endpoints";
import type { ResponseData } from "@domain/contract";
import { formatRupees } from "@domain/shared/money";
import { friendGets, referrerGets, shareText, whatsAppHref } from "~/lib/account/offers";
import { withParts } from "~/i18n/parts";
import { useT } from "~/i18n/useT";

const FRIEND_STATUS = { joined: "Code applied", ordered: "Ordered: your reward comes when it is delivered", rewarded: "Delivered: reward earned" } as const;
const REWARD_STATUS = { available: "Ready to use", used: "Used", expired: "Expired" } as const;

/** The customer's code, the offer, the link that shares it, friends and rewards. */
export type ReferralProgrammeData = ResponseData<typeof checkAndGetReferral> & {
  link: string;
  friends: ResponseData<typeof getReferralData>["list"];
  rewards: ResponseData<typeof getReferralCoupon>["list"];
};

/** Refer & Save (/referralcode and its account tab): the code, how to share it, what each side gets, friends and rewards. */
export function ReferralProgramme({ data }: { data: ReferralProgrammeData }) {
  const t = useT();
  const { referralCode, offer, link, friends, rewards } = data;
  const text = offer ? shareText(offer, referralCode, link, t) : null;
  return (
    <div className="referral">
      <p className="referral-code">{withParts(t("Your referral code: {code}"), { code: <Code value={referralCode} testId="referral-code" /> })}</p>
      {offer && text ? (
        <>
          <dl className="facts">
            <dt>{t("Your friend gets")}</dt>
            <dd>{t("{offer} with their first order", { offer: friendGets(offer, t) })}</dd>
            <dt>{t("You get")}</dt>
            <dd>{t("{reward}, once their first order is delivered", { reward: referrerGets(offer, t) })}</dd>
          </dl>
          <h3>{t("Share your code")}</h3>
          <p className="share-text">{withParts(text.replaceAll(referralCode, "{code}"), { code: <Code value={referralCode} /> })}</p>
          <p className="input-row">
            <a className="button" href={whatsAppHref(text)} target="_blank" rel="noopener noreferrer">
              {t("Share on WhatsApp")}
            </a>
          </p>
          <label htmlFor="referral-link">{t("Your link")}</label>
          <div className="input-row">
            <input id="referral-link" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton text={link} />
          </div>
        </>
      ) : (
        <p className="notice">{t("The referral offer is paused right now. Your code stays yours.")}</p>
      )}
      <h3>{t("Friends who used your code")}</h3>
      {friends.length ? (
        <ul className="referral-friends">
          {friends.map((f) => (
            <li key={`${f.friendName}-${f.joinedAt}`}>
              <span data-user-content>{f.friendName}</span>, {t.date(f.joinedAt)}: {t(FRIEND_STATUS[f.status])}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("No one yet. Share your code to start saving.")}</p>
      )}
      <h3>{t("Your rewards")}</h3>
      {rewards.length ? (
        <ul className="offers">
          {rewards.map((r) => (
            <li key={r.code}>
              <code data-user-content>{r.code}</code>
              <strong>{t("{amount} off", { amount: formatRupees(r.amount) })}</strong>
              <span>{r.description}</span>
              <span className="muted">
                {r.status === "available"
                  ? t("{status}, till {date}", { status: t(REWARD_STATUS[r.status]), date: t.date(r.validTo) })
                  : t(REWARD_STATUS[r.status])}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("Rewards appear here when a friend's first order is delivered.")}</p>
      )}
    </div>
  );
}

/** A code (letters and digits, made by the shop): not words of any language, so marked as the shopper's own for the language checks. */
const Code = ({ value, testId }: { value: string; testId?: string }) => (
  <strong data-testid={testId} data-user-content>
    {value}
  </strong>
);

/** Copies the link with JavaScript; without it the field above is there to select and copy. */
function CopyButton({ text }: { text: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <button type="button" className="button-secondary" onClick={() => navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
      {copied ? t("Copied") : t("Copy link")}
    </button>
  );
}
