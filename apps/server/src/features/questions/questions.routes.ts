import {
  askQuestionBody,
  askQuestionResponse,
  attachTempTokenBody,
  idParam,
  PICTURE_LIMITS,
  PICTURE_MESSAGES,
  PICTURE_READING_STATUS,
  pictureTextAnswer,
  pictureTextParam,
  QUESTION_LIMITS,
  QUESTION_PICTURE_FIELDS,
  question,
  questionGroupBody,
  questionListQuery,
  questionPicture,
  questionQueueCounts,
  questionUpdateBody,
  questionUpdateResponse,
  type SimilarMatchItem,
  similarItem,
  similarMatchItem,
  similarQuery,
} from '@rasti/contract';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { sendPage } from '../../lib/http.ts';
import { parseForm, readMultipart } from '../../lib/multipart.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { Tag } from '../../plugins/public-cache-tags.ts';
import {
  findChecksForPicture,
  findChecksForPictureWords,
  mergeSuggestions,
  type PictureText,
  pictureTextOf,
  readPictureText,
  wordsForMatching,
} from '../pictures/index.ts';
import { findSimilar, similarUrl } from './matching.ts';
import {
  askQuestion,
  attachTemporaryToken,
  changeQuestionGroup,
  countQueues,
  deactivateQuestion,
  getQuestion,
  getQuestionPictures,
  listQuestions,
  toggleAskerBlock,
  updateQuestion,
} from './questions.service.ts';
import { rarityOf } from './rarity.ts';

/**
 * Anonymous asking is limited per client address; a signed-in sender has a (larger) limit of their own.
 * The limit runs after the sender is identified, so the key knows which one applies.
 */
const askLimit = {
  hook: 'preHandler' as const,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) =>
    request.actor ? `ask-user:${request.actor.id}` : `ask-ip:${request.ip}`,
  max: (request: FastifyRequest) =>
    request.actor ? QUESTION_LIMITS.signedInPerUserPerHour : QUESTION_LIMITS.anonymousPerIpPerHour,
};

/** 'Already checked?' calls per address, with text or a picture: each runs a trigram query or a lookup. */
const similarLimit = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (r: FastifyRequest) => `similar:${r.ip}`,
};

/** The ask form's picture fields, each a reader's picture (at most PICTURE_LIMITS.maxBytes). */
const pictureFields = Object.fromEntries(
  QUESTION_PICTURE_FIELDS.slice(0, PICTURE_LIMITS.perQuestion).map((field) => [field, 'picture' as const]),
);

/** Questions ('از من بپرس'): asking (everyone), attaching an anonymous question, and the staff inbox. */
export const questionRoutes = defineRoutes('questions', (app, { open, signedIn, staff }) => {
  const { hashKey } = app.config;
  const ctx = { db: app.db, storage: app.storage };
  const managers = <S extends FastifySchema>(schema: S) => staff('questions.staff', schema);

  // the matcher's word counts take seconds on a large catalogue: count them once the server listens, so the
  // first reader's 'already checked?' call does not wait for them (a call meanwhile shares the same count)
  app.addHook('onListen', async () => {
    rarityOf(app.db).catch((error) =>
      app.log.warn({ err: error }, 'word counts for question matching failed'),
    );
  });

  app.post(
    '/public/public-user-question/',
    {
      onRequest: app.identify,
      // a new question moves only the public statistics (it is linked to no subject yet)
      config: { rateLimit: askLimit, publicCacheTouches: () => [Tag.statistics] },
      ...open({
        summary:
          'Ask for a news item to be checked: multipart (or JSON) title, summary (reason), resource, full_name, ' +
          'and up to three pictures picture_1 to picture_3 (JPEG, PNG or WebP, at most 10 MB and 40 megapixels ' +
          'each; stored without their metadata, seen only by staff). ' +
          'A sender without a token also gets temporary_token (valid one hour) to attach it after signing in.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: askQuestionResponse },
      }),
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { files: pictureFields });
      const { question: asked, temporaryToken } = await askQuestion({
        ...ctx,
        hashKey,
        actor: request.actor,
        input: parseForm(askQuestionBody, fields),
        pictures: QUESTION_PICTURE_FIELDS.flatMap((field) =>
          files[field] ? [{ field, bytes: files[field] }] : [],
        ),
      });
      return reply.status(201).send(temporaryToken ? { ...asked, temporary_token: temporaryToken } : asked);
    },
  );

  app.post(
    '/public/public-user-question/attach-temp-token/',
    {
      ...signedIn({
        summary: 'Give an anonymous question to the signed-in user (body {temporary_token}); works once',
        body: attachTempTokenBody,
        response: { 200: question },
      }),
      // who asked is shown to nobody but the asker
      config: { publicDataUnchanged: true },
    },
    async (request) =>
      attachTemporaryToken({
        ...ctx,
        hashKey,
        actor: request.actor!,
        token: request.body.temporary_token,
      }),
  );

  app.get(
    '/news/asked/',
    signedIn({
      summary:
        'Roles 2 and 3: the shown user reports (has_subject, search, channel, and queue: unassigned, mine, ' +
        'once, stale or demand); anyone else signed in: their own questions. Newest first (queue=demand: most ' +
        'asked first); total in X-Total-Count.',
      querystring: questionListQuery,
      response: { 200: z.array(question) },
    }),
    async (request, reply) =>
      sendPage(reply, await listQuestions({ ...ctx, actor: request.actor!, query: request.query })),
  );

  app.get(
    '/news/asked/queues/',
    managers({
      summary:
        "The inbox's saved filters (unassigned, mine, once, stale: no answer for 48 hours, demand: every shown " +
        'question, most asked first) and its channels, each with how many shown questions it holds',
      response: { 200: questionQueueCounts },
    }),
    async (request) => countQueues({ ...ctx, actor: request.actor! }),
  );

  app.get('/news/asked/:id/', managers({ params: idParam, response: { 200: question } }), async (request) =>
    getQuestion({ ...ctx, actor: request.actor!, id: request.params.id }),
  );

  app.get(
    '/news/asked/:id/pictures/',
    managers({
      summary:
        "The question's pictures (the form's, then the tipline bot's photos), each with the published " +
        'subjects and reviews it looks like; the pictures themselves at GET /news/private-media/{key}',
      params: idParam,
      response: { 200: z.array(questionPicture) },
    }),
    async (request) => getQuestionPictures({ ...ctx, actor: request.actor!, id: request.params.id }),
  );

  app.patch(
    '/news/asked/:id/',
    managers({
      summary:
        "Edit title and summary, link a subject (news_subject; '' unlinks): multipart or JSON. " +
        'apply_to_group=true also links (or unlinks) every shown question of its group; the answer then ' +
        'carries group_linked, how many of the group the link covers.',
      consumes: ['multipart/form-data', 'application/json'],
      params: idParam,
      response: { 200: questionUpdateResponse },
    }),
    async (request) => {
      const { fields } = await readMultipart(request, { files: {} });
      return updateQuestion({
        ...ctx,
        publicUrl: app.config.publicUrl,
        actor: request.actor!,
        id: request.params.id,
        input: parseForm(questionUpdateBody, fields),
      });
    },
  );

  app.delete(
    '/news/asked/:id/',
    managers({
      summary: 'Deactivate the report (is_shown=false); nothing is deleted',
      params: idParam,
      response: { 200: question },
    }),
    async (request) => deactivateQuestion({ ...ctx, actor: request.actor!, id: request.params.id }),
  );

  app.post(
    '/news/asked/:id/block-user/',
    managers({
      summary: "Block the asker or activate them again (no body); blocking ends the asker's sessions",
      params: idParam,
      response: { 200: question },
    }),
    async (request) => toggleAskerBlock({ ...ctx, actor: request.actor!, id: request.params.id }),
  );

  // ---- 'already checked?' and question groups ----

  app.get(
    '/public/public-user-question/similar/',
    {
      // per address: each call runs one trigram query; not in the shared public cache (the keys are
      // whatever readers type, so they are unbounded)
      config: { rateLimit: similarLimit },
      ...open({
        summary:
          "'Already checked?': up to five published subjects and reviews that may answer the question being " +
          'typed (text), best first; [] when the text is shorter than 8 characters or nothing is close. ' +
          'score: the share of the question the candidate covers (0-1). Limited per address.',
        querystring: similarQuery,
        response: { 200: z.array(similarItem) },
      }),
    },
    async (request) => findSimilar({ db: app.db, text: request.query.text }),
  );

  app.post(
    '/public/public-user-question/similar/',
    {
      // the same gate as the GET: one address's calls share its count; a reading of a picture's words is
      // no public answer, so the public cache stays
      config: { rateLimit: similarLimit, publicDataUnchanged: true },
      ...open({
        summary:
          "'Already checked?' with a picture: multipart text and/or image (JPEG, PNG or WebP, at most 10 MB and " +
          '40 megapixels). Up to five published subjects and reviews, best first; match says how each was ' +
          'found (text, image, image_text: the words read in the picture). The words take seconds to read: ' +
          'until they are, the answer is 202 with what was found without them, and its Location names the ' +
          'GET that answers the suggestions of the words once read. Nothing of the picture is stored but ' +
          'its words, under its content hash. Limited per address with the GET.',
        consumes: ['multipart/form-data'],
        response: { 200: z.array(similarMatchItem), [PICTURE_READING_STATUS]: z.array(similarMatchItem) },
      }),
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { files: { image: 'picture' } });
      const { text } = parseForm(similarQuery, { text: fields.text ?? '' });
      if (!text && !files.image)
        throw badRequest(PICTURE_MESSAGES.nothingToMatch, { text: [PICTURE_MESSAGES.nothingToMatch] });
      const [byText, byImage] = await Promise.all([
        text ? findSimilar({ db: app.db, text }) : [],
        files.image ? findChecksForPicture({ db: app.db, bytes: files.image }) : [],
      ]);
      // read only once findChecksForPicture has accepted the bytes as a picture
      const words = files.image ? await readPictureText({ db: app.db, bytes: files.image }) : null;
      if (words?.status === 'reading') {
        reply
          .code(PICTURE_READING_STATUS)
          .header('location', `/api/public/public-user-question/similar/picture/${words.hash}/`);
      }
      return mergeSuggestions<SimilarMatchItem>(
        byText.map((item) => ({ ...item, match: 'text' })),
        byImage,
        words ? await matchesOfWords(words) : [],
      );
    },
  );

  app.get(
    '/public/public-user-question/similar/picture/:hash/',
    {
      // the POST's gate: polling for the words counts with the calls that sent the picture
      config: { rateLimit: similarLimit },
      ...open({
        summary:
          "'Already checked?' by the words read in a picture the POST received (its Location when it answered " +
          '202): reading stays true until they are read, then up to five published subjects and reviews ' +
          'whose claims match them (match image_text). Limited per address with the POST.',
        params: pictureTextParam,
        response: { 200: pictureTextAnswer },
      }),
    },
    async (request) => {
      const words = await pictureTextOf(app.db, request.params.hash);
      return { reading: words.status === 'reading', items: await matchesOfWords(words) };
    },
  );

  /**
   * The checks the words read in a picture find: the typed-text matcher's suggestions for them, as many as it
   * takes of them, and the checks whose stored pictures hold words like them (read in the background).
   */
  async function matchesOfWords(words: PictureText): Promise<SimilarMatchItem[]> {
    if (words.status !== 'read' || !words.text) return [];
    const [byClaims, byPictures] = await Promise.all([
      findSimilar({ db: app.db, text: wordsForMatching(words.text), knownWordsOnly: true }),
      findChecksForPictureWords(app.db, words.text),
    ]);
    return mergeSuggestions<SimilarMatchItem>(
      byClaims.map((item) => ({ ...item, match: 'image_text' })),
      byPictures.map((item) => ({ ...item, url: similarUrl(item), match: 'image_text' })),
    );
  }

  app.post(
    '/news/asked/:id/group/',
    managers({
      summary:
        'Move the question into a group ({group: id}), into the group of another question ({question: id}; ' +
        'made when that one is alone), or out of its group ({group: null}). Audited.',
      params: idParam,
      body: questionGroupBody,
      response: { 200: question },
    }),
    async (request) =>
      changeQuestionGroup({ ...ctx, actor: request.actor!, id: request.params.id, input: request.body }),
  );
});
