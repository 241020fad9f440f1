import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClaimAdminSchema,
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
  SignupResponseSchema,
  SignupSchema,
  UpdateProfileSchema,
  UserSchema,
} from '../../../shared/schemas/auth';
import { ApiErrorSchema, MessageSchema } from '../../../shared/schemas/common';
import type { RateLimits } from '../../config';
import {
  SESSION_COOKIE,
  clearSessionCookie as clearCookie,
  requireUser,
  setSessionCookie as setCookie,
  signedInUser,
} from '../../plugins/auth';
import type { AuthService, NewDevice, NewSession } from './service';

/** The browser's device cookie (docs/decisions/029): sent only to the sign-in routes. */
export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_PATH = '/api/auth';

export type AuthRouteOptions = {
  auth: AuthService;
  limits: RateLimits;
  secureCookies: boolean;
};

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const SIGNED_OUT = 'You have been signed out.';

export async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, limits } = opts;
  const perIp = (max: number) => ({ rateLimit: { max, timeWindow: limits.windowMs } });

  const cookie = { secure: opts.secureCookies };
  const setSessionCookie = (reply: FastifyReply, session: NewSession) => setCookie(reply, session.token, session.expiresAt, cookie);
  const clearSessionCookie = (reply: FastifyReply) => clearCookie(reply, cookie);
  const setDeviceCookie = (reply: FastifyReply, device: NewDevice | undefined) => {
    if (!device) return;
    reply.setCookie(DEVICE_COOKIE, device.token, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      maxAge: Math.floor((device.expiresAt.getTime() - Date.now()) / 1000),
    });
  };

  r.post(
    '/api/auth/signup',
    { config: perIp(limits.signupPerIp), schema: { body: SignupSchema, response: { 201: SignupResponseSchema, ...errors } } },
    async (request, reply) => {
      const { session, device, ...result } = await auth.signup(request.body);
      // Only once the new account exists: a refused sign-up leaves whoever was signed in signed in.
      await auth.logout(request.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, session);
      setDeviceCookie(reply, device);
      return reply.code(201).send(result);
    },
  );

  r.post(
    '/api/auth/login',
    { config: perIp(limits.signInPerIp), schema: { body: LoginSchema, response: { 200: UserSchema, ...errors } } },
    async (request, reply) => {
      const { user, session, device } = await auth.login(request.body, request.cookies[DEVICE_COOKIE]);
      await auth.logout(request.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, session);
      setDeviceCookie(reply, device);
      return user;
    },
  );

  r.get('/api/auth/user', { schema: { response: { 200: UserSchema, 401: ApiErrorSchema } }, onRequest: requireUser }, async (request) => {
    const { sessionId: _sessionId, ...user } = signedInUser(request);
    return user;
  });

  r.post('/api/auth/logout', { schema: { response: { 200: MessageSchema } } }, async (request, reply) => {
    await auth.logout(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return { message: SIGNED_OUT };
  });

  // Old links and bookmarks to the sign-out address. A GET must not sign anyone out: any site can make
  // a browser follow a link, and the SameSite=Lax cookie goes with it. The /logout page asks, and its
  // button posts.
  r.get('/api/auth/logout', { schema: { response: { 302: z.null().describe('To /logout, the page that signs out with a POST.') } } }, async (_request, reply) =>
    reply.redirect('/logout', 302),
  );

  r.get('/api/login', { schema: { response: { 302: z.null().describe('To /auth, the sign-in page.') } } }, async (_request, reply) => reply.redirect('/auth', 302));

  r.post(
    '/api/auth/forgot-password',
    {
      config: perIp(limits.forgotPerIp),
      schema: { body: ForgotPasswordSchema, response: { 200: MessageSchema, ...errors } },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: perIp(limits.forgotPerIp),
      schema: { body: ResetPasswordSchema, response: { 200: MessageSchema, ...errors } },
    },
    async (request, reply) => {
      setDeviceCookie(reply, await auth.resetPassword(request.body));
      clearSessionCookie(reply);
      return { message: 'Your password has been reset. You can now sign in with your new password.' };
    },
  );

  r.put(
    '/api/auth/update-profile',
    {
      // Each save with a password costs two password hashes: limited like the other password doors.
      config: perIp(limits.profileUpdatePerIp),
      onRequest: requireUser,
      schema: { body: UpdateProfileSchema, response: { 200: UserSchema, ...errors } },
    },
    async (request) => auth.updateProfile(signedInUser(request), request.body),
  );

  // The /setup page: a signed-in person who has the code `npm start` printed makes themselves the
  // first admin of a deployed store.
  r.post(
    '/api/auth/claim-admin',
    {
      config: perIp(limits.adminClaimPerIp),
      onRequest: requireUser,
      schema: { body: ClaimAdminSchema, response: { 200: UserSchema, ...errors } },
    },
    async (request) => auth.claimAdmin(signedInUser(request), request.body.token),
  );
}

