import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import * as catalogue from "@domain/catalogue/endpoints";
import { newProductSchema, productPictureMessages } from "@domain/catalogue/schemas";
import { translatorFor } from "@domain/i18n/catalog";
import { REVIEW_LIMITS } from "@domain/reviews/reviews";
import { ok } from "../../http/envelope";
import { MULTIPART_REFUSALS, parseFields, readMultipart } from "../../http/multipart";
import { signedInOperator } from "../../http/operator";
import { route, type Scope } from "../../http/route";
import type { Api, RouteDeps } from "../../http/types";
import { DomainError } from "../../services/errors";
import { createProduct, getProductForOperator, listProductsForOperator, updateProduct } from "../../services/catalogue/products";
import { setRefills } from "../../services/refills/refills";

const { photoMissing, photoSize } = productPictureMessages;
const invalid = (message: string, field: string) => new DomainError("invalid", "validation", message, { [field]: message });

/** A new product's fields and its one picture, at most the review photos' size. */
async function readNewProduct(request: FastifyRequest) {
  if (!request.isMultipart()) throw invalid("Send the product as multipart/form-data", "request");
  let read;
  try {
    read = await readMultipart(request, { fileSize: REVIEW_LIMITS.photoBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 30 });
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code === "FST_REQ_FILE_TOO_LARGE") throw invalid(photoSize, "picture");
    if (code === "FST_FILES_LIMIT") throw invalid("Send one picture", "picture");
    throw invalid(MULTIPART_REFUSALS[code] ?? "The form could not be read", "request");
  }
  const fields = parseFields(request, newProductSchema, read.fields);
  const [picture] = read.files;
  if (!picture?.length) throw invalid(photoMissing, "picture");
  return { fields, picture };
}

/**
 * Operators keep the catalogue: products, prices, stock, and bottles paired with refills
 * (docs/product.md#refills). The multipart parser is registered in a scope of this module's own, so
 * that only createProduct reads a form.
 */
export async function adminCatalogueRoutes(scope: Scope<"operator">, deps: RouteDeps) {
  const { db, storage } = deps;
  route(scope, catalogue.setProductRefills, async (request) => {
    const { productId, refillIds } = request.body;
    const saved = await setRefills(db, signedInOperator(request), productId, refillIds);
    return ok({ productId, refillIds: saved }, translatorFor(request.language).text("Refills saved"));
  });

  route(scope, catalogue.listProductsForOperator, async (request) => ok(await listProductsForOperator(db, request.query)));

  route(scope, catalogue.getProductForOperator, async (request) => ok(await getProductForOperator(db, request.query.id)));

  route(scope, catalogue.updateProduct, async (request) => {
    const product = await updateProduct(db, signedInOperator(request), request.body);
    return ok(product, translatorFor(request.language).text("{name} updated", { name: product.name }));
  });

  await scope.app.register(async (app: Api) => {
    await app.register(multipart);
    route({ app, access: scope.access }, catalogue.createProduct, async (request) => {
      const { fields, picture } = await readNewProduct(request);
      const product = await createProduct(db, storage, signedInOperator(request), fields, picture);
      return ok(product, translatorFor(request.language).text("{name} added", { name: product.name }));
    });
  });
}
