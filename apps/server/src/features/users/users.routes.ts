import {
  createUserBody,
  idParam,
  PROFILE_MESSAGES,
  requestAuthenticationResponse,
  requestMobileChangeBody,
  updateUserBody,
  user,
  userListQuery,
  userWithAccess,
} from '@rasti/contract';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { sendPage } from '../../lib/http.ts';
import { parseForm, readMultipart } from '../../lib/multipart.ts';
import { defineRoutes } from '../../lib/routes.ts';
import { codeRequests } from '../accounts/index.ts';
import { userPolicy } from './users.policy.ts';
import { presentUser } from './users.presenter.ts';
import { createUser, getUser, listUsers, requestMobileChange, updateUser } from './users.service.ts';

/** /accounts/users/: the signed-in user's own account, and user management for super admins. */
export const usersRoutes = defineRoutes('users', (app, { secured }) => {
  const { storage } = app;
  const { hashKey } = app.config;
  const codes = codeRequests(app);

  app.get(
    '/accounts/users/me/',
    {
      schema: secured({ summary: 'The signed-in user', response: { 200: user } }),
      preHandler: app.authenticate,
    },
    async (request) =>
      presentUser(await getUser({ db: app.db, actor: request.actor!, id: request.actor!.id }), storage),
  );

  app.get(
    '/accounts/users/',
    {
      schema: secured({
        summary: 'Users, newest first (super admin); total in X-Total-Count',
        querystring: userListQuery,
        response: { 200: z.array(user) },
      }),
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { rows, total } = await listUsers({ db: app.db, actor: request.actor!, query: request.query });
      return sendPage(reply, { rows: rows.map((row) => presentUser(row, storage)), total });
    },
  );

  app.get(
    '/accounts/users/:id/',
    {
      schema: secured({
        summary: 'One user (themself or a super admin)',
        params: idParam,
        response: { 200: user },
      }),
      preHandler: app.authenticate,
    },
    async (request) =>
      presentUser(await getUser({ db: app.db, actor: request.actor!, id: request.params.id }), storage),
  );

  app.post(
    '/accounts/users/',
    {
      schema: secured({
        summary:
          'Create a user (super admin): multipart first_name, last_name, mobile, role, gender, abstract, avatar',
        consumes: ['multipart/form-data'],
        response: { 201: user },
      }),
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      // refused before any upload is read
      if (!userPolicy.create(request.actor!)) throw forbidden();
      const form = await readMultipart(request, { files: { avatar: 'image' } });
      const row = await createUser({
        db: app.db,
        storage,
        actor: request.actor!,
        input: parseForm(createUserBody, form.fields),
        avatar: form.files.avatar,
      });
      return reply.status(201).send(presentUser(row, storage));
    },
  );

  app.patch(
    '/accounts/users/:id/',
    {
      schema: secured({
        summary:
          "Edit a user: multipart (names, mobile, gender, abstract, avatar file or avatar='' to remove) or JSON " +
          '{is_active}; role and is_active by a super admin only. Own account: answers a fresh `access` too, ' +
          'and a new own mobile needs `otp`, the code request_mobile_change/ sent to it.',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParam,
        response: { 200: userWithAccess },
      }),
      preHandler: app.authenticate,
    },
    async (request) => {
      const actor = request.actor!;
      if (!userPolicy.edit(actor, request.params.id)) throw forbidden();
      const form = await readMultipart(request, { files: { avatar: 'image' } });
      const row = await updateUser({
        db: app.db,
        storage,
        hashKey,
        actor,
        id: request.params.id,
        input: parseForm(updateUserBody, form.fields),
        avatar: form.files.avatar ?? (form.fields.avatar === '' ? null : undefined),
      });
      const presented = presentUser(row, storage);
      // the client re-stores this token: it carries the new names (server-rules section 3)
      return row.id === actor.id
        ? { ...presented, access: await app.tokens.signAccess(row, actor.sessionId) }
        : presented;
    },
  );

  app.post(
    '/accounts/users/:id/request_mobile_change/',
    {
      schema: secured({
        summary:
          'Own account: send a code by SMS to the new mobile (the limits of sign-in codes); ' +
          'the PATCH that changes the mobile carries it as `otp`',
        params: idParam,
        body: requestMobileChangeBody,
        response: { 200: requestAuthenticationResponse },
      }),
      onRequest: codes.perAddress,
      preHandler: app.authenticate,
      config: codes.routeConfig(),
    },
    async (request) => {
      await requestMobileChange({
        ...codes.sending,
        actor: request.actor!,
        id: request.params.id,
        mobile: request.body.mobile,
        ip: request.ip,
      });
      return { detail: PROFILE_MESSAGES.mobileCodeSent };
    },
  );
});
