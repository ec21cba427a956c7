import { useState } from "react";
import { useHydrated } from "~/hydration";
import type { ReferralProgrammeData } from "~/routes/account/offers.server";
import { formatDate } from "@domain/shared/dates";
import { formatRupees } from "@domain/shared/money";
import { friendGets, referrerGets, shareText, whatsAppHref } from "~/routes/account/offers";

const FRIEND_STATUS = { joined: "Code applied", ordered: "Ordered: your reward comes when it is delivered", rewarded: "Delivered: reward earned" } as const;
const REWARD_STATUS = { available: "Ready to use", used: "Used", expired: "Expired" } as const;

/** Refer & Save (/referralcode and its account tab): the code, how to share it, what each side gets, friends and rewards. */
export function ReferralProgramme({ data }: { data: ReferralProgrammeData }) {
  const { referralCode, offer, link, friends, rewards } = data;
  const text = offer ? shareText(offer, referralCode, link) : null;
  return (
    <div className="referral">
      <p className="referral-code">
        Your referral code: <strong data-testid="referral-code">{referralCode}</strong>
      </p>
      {offer && text ? (
        <>
          <dl className="facts">
            <dt>Your friend gets</dt>
            <dd>{friendGets(offer)} with their first order</dd>
            <dt>You get</dt>
            <dd>{referrerGets(offer)}, once their first order is delivered</dd>
          </dl>
          <h3>Share your code</h3>
          <p className="share-text">{text}</p>
          <p className="input-row">
            <a className="button" href={whatsAppHref(text)} target="_blank" rel="noopener noreferrer">
              Share on WhatsApp
            </a>
          </p>
          <label htmlFor="referral-link">Your link</label>
          <div className="input-row">
            <input id="referral-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton text={link} />
          </div>
        </>
      ) : (
        <p className="notice">The referral offer is paused right now. Your code stays yours.</p>
      )}
      <h3>Friends who used your code</h3>
      {friends.length ? (
        <ul className="referral-friends">
          {friends.map((f) => (
            <li key={`${f.friendName}-${f.joinedAt}`}>
              {f.friendName}, {formatDate(f.joinedAt)}: {FRIEND_STATUS[f.status]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No one yet. Share your code to start saving.</p>
      )}
      <h3>Your rewards</h3>
      {rewards.length ? (
        <ul className="offers">
          {rewards.map((r) => (
            <li key={r.code}>
              <code>{r.code}</code>
              <strong>{formatRupees(r.amount)} off</strong>
              <span>{r.description}</span>
              <span className="muted">
                {REWARD_STATUS[r.status]}
                {r.status === "available" ? `, till ${formatDate(r.validTo)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Rewards appear here when a friend's first order is delivered.</p>
      )}
    </div>
  );
}

/** Copies the link with JavaScript; without it the field above is there to select and copy. */
function CopyButton({ text }: { text: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <button type="button" className="button-secondary" onClick={() => navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
      {copied ? "Copied" : "Copy link"}
    </button>
  );
}
