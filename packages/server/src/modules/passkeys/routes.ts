import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import { sessionOpened } from '../auth/index.js';
import type { PasskeyService } from './service.js';

export const passkeyRoutes =
  (passkeys: PasskeyService): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getPasskeyCreationOptions, async ({ identity }) => ({
      options: await passkeys.creationOptions(identity),
    }));

    route(app, endpoints.addPasskey, async ({ identity, body }) => ({
      passkey: await passkeys.add(identity, body),
    }));

    route(app, endpoints.getPasskeys, async ({ identity }) => ({
      passkeys: await passkeys.list(identity.userId),
    }));

    route(app, endpoints.renamePasskey, async ({ identity, body }) => ({
      passkey: await passkeys.rename(identity, body.id, body.name),
    }));

    route(app, endpoints.removePasskey, async ({ identity, body }) => {
      await passkeys.remove(identity, body.id);
      return {};
    });

    route(app, endpoints.getPasskeyLoginOptions, async ({ client }) => ({
      options: await passkeys.loginOptions(client),
    }));

    route(app, endpoints.loginWithPasskey, (call) =>
      sessionOpened(call, passkeys.login(call.body, call.client)),
    );
  };
