/**
 * How wide each kind of image is shown, as `sizes` for its `srcset`: the browser picks a variant from these
 * before any CSS has loaded, so each mirrors its layout (the container is 1200 px at most, padded by
 * clamp(1rem, 4vw, 2rem)). A browser takes the first variant at least `sizes` × its pixel ratio wide, so
 * they must not overstate a phone's width: 412 px at 1.75 must come to under 680 device pixels for a card.
 */

/** A card in a grid of one column on phones, two from 640 px and three from 1024 px (services, case studies). */
export const CARD_SIZES =
  '(min-width: 1200px) 360px, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)';

/** A card in the home page's four-column grid (two columns from 640 px). */
export const QUARTER_CARD_SIZES =
  '(min-width: 1200px) 265px, (min-width: 1024px) calc(25vw - 2rem), (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)';

/** A card in a two-column grid from 640 px (a case study's or a service's related case studies). */
export const HALF_CARD_SIZES =
  '(min-width: 1200px) 555px, (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)';

/** A service's image, beside its title from 1024 px. */
export const SERVICE_IMAGE_SIZES = '(min-width: 1200px) 530px, (min-width: 1024px) 44vw, calc(100vw - 2rem)';

/** A case study's image, in the wide column from 1024 px. */
export const CASE_STUDY_IMAGE_SIZES =
  '(min-width: 1200px) 730px, (min-width: 1024px) 60vw, calc(100vw - 2rem)';

/** A culture item's image, in the narrow reading column. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 800px) 716px, calc(100vw - 2rem)';

/** A milestone of the about page's timeline: beside the line, two columns from 900 px. */
export const TIMELINE_SIZES =
  '(min-width: 1200px) 535px, (min-width: 900px) calc(50vw - 4.5rem), calc(92vw - 2.25rem)';

/** The home page's chart poster, beside its text from 1024 px. */
export const POSTER_SIZES = '(min-width: 1200px) 640px, (min-width: 1024px) 52vw, calc(100vw - 2rem)';

/**
 * The home hero covers a box as wide as the viewport and min(78vh, 720px) high (object-fit: cover), so it is
 * shown at whichever is wider: the viewport, or that height times the picture's aspect ratio. Phones (up to
 * 639 px) get a 3:5 slice of it, everything wider the 16:9 picture. On phones it is a background at 35 %
 * opacity behind the headline, where half the device's resolution looks the same (compared at 412 px and
 * 1.75x) and halves the bytes of the page's LCP image: its `sizes` is half the width it is shown at.
 */
export const HERO_PHONE_MEDIA = '(max-width: 639px)';
export const HERO_WIDE_MEDIA = '(min-width: 640px)';
export const HERO_PHONE_SIZES = 'calc(max(100vw, min(78vh, 720px) * 0.6) / 2)';
export const HERO_WIDE_SIZES = 'max(100vw, min(78vh, 720px) * 16 / 9)';
