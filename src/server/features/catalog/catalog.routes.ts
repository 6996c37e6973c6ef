import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMessage } from '#shared/auth/auth.contract.ts';
import {
  ZCatalogQuery,
  ZCategory,
  ZCourseDetail,
  ZCourseIdParams,
  ZCourseList,
  ZCurrencySetting,
  ZInstructorIdParams,
  ZInstructorPage,
  ZReview,
  ZReviewIdParams,
  ZReviewList,
  ZReviewPageQuery,
  ZReviewRequest,
} from '#shared/catalog/catalog.contract.ts';
import { data } from '#shared/http.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../plugins/auth.ts';
import { categoryCounts, listCourses } from './catalog.repo.ts';
import type { CatalogOrganization } from './catalog-organization.ts';
import { getCourseDetail } from './get-course-detail.ts';
import { getDisplayCurrency } from './get-display-currency.ts';
import { getInstructorPage } from './get-instructor-page.ts';
import { createListingCache, type ListingCache } from './listing-cache.ts';
import { deleteReview, listReviews, postReview, updateReview } from './reviews.ts';

const tags = ['marketplace'];
const bearer = [{ bearerAuth: [] }];

// Public reads of the catalogue (anonymous visitors and signed-in learners alike) and reviews.
export async function catalogRoutes(
  root: FastifyInstance,
  options: {
    db: Db;
    catalogOrganizationId: CatalogOrganization;
    cacheSeconds: number;
    /** The anonymous listings' cache, when another slice empties it too (the course editor). */
    listings?: ListingCache<string>;
  },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, catalogOrganizationId } = options;
  // Anonymous listings are kept as their JSON text: a hit costs no query and no serialisation.
  const anonymousListings = options.listings ?? createListingCache<string>(options.cacheSeconds);

  app.get(
    '/api/marketplace/courses',
    {
      schema: {
        tags,
        summary: 'Formations publiées, filtrées et triées',
        querystring: ZCatalogQuery,
        response: { 200: data(ZCourseList) },
      },
    },
    async (request, reply) => {
      const organizationId = await catalogOrganizationId(request);
      const { page, limit } = request.query;
      const load = async () => ({
        data: { ...(await listCourses(db, organizationId, request.query)), page, limit },
      });
      if (request.caller) return load();
      const body = await anonymousListings.get(
        `${organizationId}|${JSON.stringify(request.query)}`,
        async () =>
          // Checked against the response contract once, when the entry is made.
          JSON.stringify(data(ZCourseList).parse(await load())),
      );
      if (anonymousListings.ttlSeconds > 0) {
        reply.header('cache-control', `public, max-age=${anonymousListings.ttlSeconds}`);
        reply.header('vary', 'authorization, x-demo-mode');
      }
      // A string with a JSON content type is sent as it is, without the serializer (the type
      // provider only knows the object form of this answer, hence the cast).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/api/marketplace/categories',
    {
      schema: {
        tags,
        summary: 'Catégories et nombre de formations publiées',
        response: { 200: data(ZCategory.array()) },
      },
    },
    async (request) => ({ data: await categoryCounts(db, await catalogOrganizationId(request)) }),
  );

  app.get(
    '/api/marketplace/courses/:courseId',
    {
      schema: {
        tags,
        summary: "Page publique d'une formation",
        params: ZCourseIdParams,
        response: { 200: data(ZCourseDetail) },
      },
    },
    async (request) => ({
      data: await getCourseDetail(
        db,
        await catalogOrganizationId(request),
        request.params.courseId,
        request.caller?.userId ?? null,
      ),
    }),
  );

  app.get(
    '/api/marketplace/instructors/:instructorId',
    {
      schema: {
        tags,
        summary: "Page publique d'un instructeur",
        params: ZInstructorIdParams,
        response: { 200: data(ZInstructorPage) },
      },
    },
    async (request) => ({
      data: await getInstructorPage(db, await catalogOrganizationId(request), request.params.instructorId),
    }),
  );

  app.get(
    '/api/marketplace/courses/:courseId/reviews',
    {
      schema: {
        tags,
        summary: "Avis d'une formation",
        params: ZCourseIdParams,
        querystring: ZReviewPageQuery,
        response: { 200: data(ZReviewList) },
      },
    },
    async (request) => ({
      data: await listReviews(
        db,
        await catalogOrganizationId(request),
        request.params.courseId,
        request.query,
        request.caller?.userId ?? null,
      ),
    }),
  );

  app.post(
    '/api/marketplace/courses/:courseId/reviews',
    {
      schema: {
        tags,
        summary: 'Laisser un avis (apprenant inscrit)',
        security: bearer,
        params: ZCourseIdParams,
        body: ZReviewRequest,
        response: { 201: data(ZReview) },
      },
    },
    async (request, reply) => {
      const review = await postReview(db, requireCaller(request), request.params.courseId, request.body);
      return reply.code(201).send({ data: review });
    },
  );

  app.put(
    '/api/marketplace/courses/:courseId/reviews/:reviewId',
    {
      schema: {
        tags,
        summary: 'Modifier mon avis',
        security: bearer,
        params: ZReviewIdParams,
        body: ZReviewRequest,
        response: { 200: data(ZReview) },
      },
    },
    async (request) => ({
      data: await updateReview(
        db,
        requireCaller(request),
        request.params.courseId,
        request.params.reviewId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/marketplace/courses/:courseId/reviews/:reviewId',
    {
      schema: {
        tags,
        summary: 'Supprimer mon avis',
        security: bearer,
        params: ZReviewIdParams,
        response: { 200: data(ZMessage) },
      },
    },
    async (request) => {
      await deleteReview(db, requireCaller(request), request.params.courseId, request.params.reviewId);
      return { data: { message: t('review.deleted') } };
    },
  );

  app.get(
    '/api/settings/currency',
    {
      schema: {
        tags: ['settings'],
        summary: "Devise d'affichage par défaut",
        response: { 200: data(ZCurrencySetting) },
      },
    },
    async (request) => ({
      data: { currency: await getDisplayCurrency(db, await catalogOrganizationId(request)) },
    }),
  );
}
