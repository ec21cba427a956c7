import { translatorFor } from "@domain/i18n/catalog";
import * as reviews from "@domain/reviews/endpoints";
import { ok } from "../../http/envelope";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { RouteDeps } from "../../http/types";
import { listReviewsForOperator, setReviewShown } from "../../services/reviews/reviews";

/** Support keeps the reviews the shop shows: lists them, hides one with a reason, shows it again. */
export function adminReviewRoutes(scope: Scope<"operator">, { db }: RouteDeps) {
  route(scope, reviews.listReviewsForOperator, async (request) => ok(await listReviewsForOperator(db, request.query)));

  route(scope, reviews.hideReview, async (request) => {
    const review = await setReviewShown(db, signedInOperator(request), { id: request.body.id, published: false, reason: request.body.reason });
    return ok(review, translatorFor(request.language).text("Review {id} hidden", { id: review.id }));
  });

  route(scope, reviews.unhideReview, async (request) => {
    const review = await setReviewShown(db, signedInOperator(request), { id: request.body.id, published: true });
    return ok(review, translatorFor(request.language).text("Review {id} shown again", { id: review.id }));
  });
}
