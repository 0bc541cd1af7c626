import { z } from 'zod';
import { OPERATOR_SERVICE_IDS, type OperatorServiceId } from './plan-features';

/**
 * The operator content file (OPERATOR_CONTENT_FILE, ADR 0142): the landing page's partner logos
 * and testimonials, and the services the operator provides on the paid plans. Nothing of it is
 * invented by WAC: with no file, or an empty list, the landing page leaves the section out and
 * the plans list no service. The operator answers for every word (real customers, with their
 * permission).
 */

const text = (label: string, maxLength: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} must not be empty.`)
    .max(maxLength, `${label} must be at most ${maxLength} characters.`);

/** Links lead to the operator's or a partner's own pages: https only. */
const httpsUrl = (label: string) =>
  z.url({ protocol: /^https$/, error: `${label} must be a full https:// address.` });

// An image inline in the file (so it works offline, and needs no other host).
const DATA_IMAGE = /^data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/]+=*$/;

/** Images: an https address, or a base64 `data:image/...` URL (the content policy allows both). */
const imageUrl = (label: string) =>
  z
    .string()
    .refine(
      (value) => DATA_IMAGE.test(value) || httpsUrl(label).safeParse(value).success,
      `${label} must be a full https:// address or a base64 data:image/ URL.`,
    );

export const operatorPartnerSchema = z.strictObject({
  /** The organisation's name: the logo's text alternative, or shown as text without a logo. */
  name: text('A partner name', 80),
  logo_url: imageUrl('A partner logo_url').optional(),
  /** The partner's own site; the logo links there when given. */
  url: httpsUrl('A partner url').optional(),
});
export type OperatorPartner = z.infer<typeof operatorPartnerSchema>;

export const operatorTestimonialSchema = z.strictObject({
  quote: text('A testimonial quote', 600),
  /** The person quoted (public-area.md section 3: quote, name, title, image). */
  name: text('A testimonial name', 80),
  /** Their role and organisation, e.g. "Bid Manager, Example Ltd". */
  title: text('A testimonial title', 120),
  /** Their photograph; without it the page draws their initials. */
  image_url: imageUrl('A testimonial image_url').optional(),
});
export type OperatorTestimonial = z.infer<typeof operatorTestimonialSchema>;

export const operatorServiceSchema = z.strictObject({
  /** The bullet on the plan card; the service's usual name when left out. */
  label: text('A service label', 120).optional(),
  /** Where the operator describes or books the service; the bullet links there when given. */
  url: httpsUrl('A service url').optional(),
});
export type OperatorService = z.infer<typeof operatorServiceSchema>;

const servicesShape = Object.fromEntries(
  OPERATOR_SERVICE_IDS.map((id) => [id, operatorServiceSchema.optional()]),
) as Record<OperatorServiceId, z.ZodOptional<typeof operatorServiceSchema>>;

/** The whole file. Unknown keys are refused, so a misspelt section is an error, not silence. */
export const operatorContentSchema = z.strictObject({
  partners: z.array(operatorPartnerSchema).max(24, 'List at most 24 partners.').default([]),
  testimonials: z
    .array(operatorTestimonialSchema)
    .max(12, 'List at most 12 testimonials.')
    .default([]),
  services: z.strictObject(servicesShape).default({}),
});
export type OperatorContent = z.infer<typeof operatorContentSchema>;

/** What a server without a content file has: nothing to show. */
export const NO_OPERATOR_CONTENT: OperatorContent = {
  partners: [],
  testimonials: [],
  services: {},
};

/** GET /api/site-content/: the landing page's social proof, exactly as the operator wrote it. */
export const siteContentResponseSchema = z.object({
  partners: z.array(operatorPartnerSchema),
  testimonials: z.array(operatorTestimonialSchema),
});
export type SiteContentResponse = z.infer<typeof siteContentResponseSchema>;
