import type { TCourseDetail, TInstructorPage } from '#shared/catalog/catalog.contract.ts';
import { coursePriceLabel } from '#shared/catalog/price-label.ts';
import { listPrice } from '#shared/catalog/pricing.ts';
import { t } from '#shared/messages/fr.ts';
import { t as tCatalog } from '#shared/messages/fr-catalog.ts';
// Certificates, part drawing (issue 16): the verification pages' title
import { t as tCertificates } from '#shared/messages/fr-certificates-drawing-web.ts';
import { documentTitle, publicPageTitles } from '#shared/page-titles.ts';
import { parsePictureAddress } from '#shared/pictures/picture-sources.ts';
import {
  absoluteUrl,
  DESCRIPTION_MAX,
  jsonLdScript,
  linkTag,
  metaName,
  metaProperty,
  shorten,
  titleTag,
} from './head-tags.ts';
import { coursePagePath } from './sitemap.ts';

// What each public page puts in its <head> (docs/decisions/132): the title the browser keeps after
// hydration (src/shared/page-titles.ts), a description, the canonical address, Open Graph and
// Twitter card tags for link previews (WhatsApp reads Open Graph), and for a course schema.org
// `Course` data with its offer in XOF. Pure: the server render puts the string in the page.

type Picture = { url: string; alt: string; width: number | null; height: number | null };

type Head = {
  title: string;
  description: string;
  /** Path under the app's base URL; null for a page that has no address of its own. */
  path: string | null;
  ogType: 'website' | 'product' | 'profile';
  /** Defaults to the title. */
  ogTitle?: string;
  picture?: Picture | null;
  /** A course picture fills a large card; a portrait reads better small. */
  largePicture?: boolean;
  extraTags?: string[];
  jsonLd?: unknown;
  noIndex?: boolean;
};

export const instructorPagePath = (instructorId: string) =>
  `/marketplace/instructors/${encodeURIComponent(instructorId)}`;

/** The pictures whose size is known: the demo pictures, all drawn at one size. */
function pictureSize(address: string): { width: number | null; height: number | null } {
  // A stored picture names its widest file's size (decision 135); another address says nothing.
  const parsed = parsePictureAddress(address);
  return parsed ? { width: parsed.width, height: parsed.height } : { width: null, height: null };
}

function picture(appUrl: string, address: string | null, alt: string): Picture | null {
  const url = absoluteUrl(appUrl, address);
  return url && address ? { url, alt, ...pictureSize(address) } : null;
}

function renderHead(appUrl: string, head: Head): string {
  const base = appUrl.replace(/\/+$/, '');
  const url = head.path === null ? null : base + head.path;
  const ogTitle = head.ogTitle ?? head.title;
  const description = shorten(head.description, DESCRIPTION_MAX);
  const image = head.picture ?? null;
  const tags = [
    titleTag(head.title),
    metaName('description', description),
    ...(head.noIndex ? [metaName('robots', 'noindex')] : []),
    ...(url ? [linkTag('canonical', url)] : []),
    metaProperty('og:site_name', t('app.name')),
    metaProperty('og:locale', 'fr_FR'),
    metaProperty('og:type', head.ogType),
    metaProperty('og:title', ogTitle),
    metaProperty('og:description', description),
    ...(url ? [metaProperty('og:url', url)] : []),
  ];
  if (image) {
    tags.push(metaProperty('og:image', image.url), metaProperty('og:image:alt', image.alt));
    if (image.width && image.height) {
      tags.push(metaProperty('og:image:width', image.width), metaProperty('og:image:height', image.height));
    }
  }
  tags.push(...(head.extraTags ?? []));
  tags.push(
    metaName('twitter:card', image && head.largePicture ? 'summary_large_image' : 'summary'),
    metaName('twitter:title', ogTitle),
    metaName('twitter:description', description),
  );
  if (image) tags.push(metaName('twitter:image', image.url), metaName('twitter:image:alt', image.alt));
  if (head.jsonLd) tags.push(jsonLdScript(head.jsonLd));
  return tags.join('\n');
}

export function headForHome(appUrl: string): string {
  return renderHead(appUrl, {
    title: documentTitle(publicPageTitles.home()),
    description: t('seo.homeDescription'),
    path: '/',
    ogType: 'website',
  });
}

/** The listing whatever its filters: the canonical address is the unfiltered one. */
export function headForMarketplace(appUrl: string): string {
  return renderHead(appUrl, {
    title: documentTitle(publicPageTitles.marketplace()),
    description: t('seo.marketplaceDescription'),
    path: '/marketplace',
    ogType: 'website',
  });
}

/** "Prix : 25 000 F CFA", "Prix : 5 000 F CFA/mois (…)", "Gratuit": the card's price, in FCFA. */
export function coursePriceText(course: TCourseDetail): string {
  const label = coursePriceLabel(course, 'XOF');
  if (label.kind === 'free') return label.amount;
  const note = label.note ? ` (${label.note})` : '';
  return `${tCatalog('catalog.price.label')} ${label.amount}${label.suffix ?? ''}${note}`;
}

/** The short description (or the description) cut to fit, then the price: previews always show it. */
export function courseDescription(course: TCourseDetail): string {
  const price = coursePriceText(course);
  const text = (course.short_description?.trim() || course.description).trim();
  if (!text) return price;
  const separator = ' · ';
  return `${shorten(text, DESCRIPTION_MAX - price.length - separator.length)}${separator}${price}`;
}

export function headForCourse(appUrl: string, course: TCourseDetail): string {
  const image = picture(appUrl, course.image_url, t('seo.pictureOf', { title: course.title }));
  const price = listPrice(course);
  return renderHead(appUrl, {
    title: documentTitle(publicPageTitles.course(course)),
    ogTitle: course.title,
    description: courseDescription(course),
    path: coursePagePath(course.id),
    ogType: 'product',
    picture: image,
    largePicture: true,
    extraTags: [metaProperty('product:price:amount', price), metaProperty('product:price:currency', 'XOF')],
    jsonLd: courseJsonLd(appUrl.replace(/\/+$/, ''), course, image, price),
  });
}

/** schema.org Course, as search engines read it for course rich results. */
function courseJsonLd(base: string, course: TCourseDetail, image: Picture | null, price: number) {
  const url = base + coursePagePath(course.id);
  const instructor = {
    '@type': 'Person',
    name: course.instructor.name,
    url: base + instructorPagePath(course.instructor.id),
  };
  const workload = course.duration > 0 ? { courseWorkload: `PT${course.duration}M` } : {};
  const instances =
    course.format === 'session' && course.cohorts.length > 0
      ? course.cohorts.map((cohort) => ({
          '@type': 'CourseInstance',
          name: cohort.name,
          courseMode: 'online',
          startDate: cohort.start_date,
          ...(cohort.end_date ? { endDate: cohort.end_date } : {}),
          ...workload,
          instructor,
        }))
      : [{ '@type': 'CourseInstance', courseMode: 'online', ...workload, instructor }];
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: shorten(course.short_description?.trim() || course.description, 500),
    url,
    ...(image ? { image: image.url } : {}),
    ...(course.language === 'other' ? {} : { inLanguage: course.language }),
    educationalLevel: tCatalog(`catalog.level.${course.level}`),
    ...(course.duration > 0 ? { timeRequired: `PT${course.duration}M` } : {}),
    provider: { '@type': 'Organization', name: t('app.name'), sameAs: `${base}/` },
    offers: [
      {
        '@type': 'Offer',
        price,
        priceCurrency: 'XOF',
        category: price > 0 ? 'Paid' : 'Free',
        url,
        availability: 'https://schema.org/InStock',
      },
    ],
    ...(course.rating && course.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.rating,
            reviewCount: course.review_count,
            bestRating: 5,
          },
        }
      : {}),
    hasCourseInstance: instances,
  };
}

export function headForInstructor(appUrl: string, instructor: TInstructorPage): string {
  const about = [instructor.specialization, instructor.bio].filter((part) => part?.trim()).join(' · ');
  return renderHead(appUrl, {
    title: documentTitle(publicPageTitles.instructor(instructor)),
    description: about || t('seo.instructorDescription', { name: instructor.name }),
    path: instructorPagePath(instructor.id),
    ogType: 'profile',
    picture: picture(appUrl, instructor.avatar_url, t('seo.portraitOf', { name: instructor.name })),
  });
}

/** A page that does not exist (or a draft, archived or hidden course): nothing to index or preview. */
export function headForNotFound(appUrl: string): string {
  return renderHead(appUrl, {
    title: documentTitle(publicPageTitles.notFound()),
    description: t('seo.notFoundDescription'),
    path: null,
    ogType: 'website',
    noIndex: true,
  });
}

// Certificates, part drawing (issue 16; decision 219): the public verification pages, never indexed
// (a certificate's page names a person) and without a canonical address of their own.
export function headForCertificateVerify(appUrl: string): string {
  return renderHead(appUrl, {
    title: documentTitle(tCertificates('certificates.verify.pageTitle')),
    description: t('certificates.verify.headDescription'),
    path: null,
    ogType: 'website',
    noIndex: true,
  });
}
