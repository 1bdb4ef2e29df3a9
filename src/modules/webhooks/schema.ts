import { z } from 'zod';
import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  Event as EventModel,
} from '../../generated/prisma/client.js';
import { InvalidInputError, NotFoundError, UnprocessableError, badInput } from '../../kernel/errors.js';
import { builder } from '../../schema/builder.js';
import { uuidRule } from '../../kernel/rules.js';
import { ViewerRef } from '../auth/schema.js';
import { EventRef, EventTypeEnum } from '../events/schema.js';
import { eventTypeName } from '../../events/outbox.js';
import { MAX_ATTEMPTS } from '../../events/webhooks/worker.js';
import { descriptionRule, overlapHoursRule, urlRule } from './service.js';

// Webhook endpoints in API settings (docs/events.md "Webhooks"). Every field asks for the
// WEBHOOKS scope (an access token has it; an API token only when given it). The signing secret
// is shown once, by createWebhookEndpoint and rotateWebhookSecret.

const hooks = { authenticated: 'WEBHOOKS' } as const;

const WebhookAttemptRef = builder.objectRef<WebhookAttempt>('WebhookAttempt').implement({
  description: 'One HTTP attempt of a delivery.',
  fields: (t) => ({
    attemptedAt: t.expose('attemptedAt', { type: 'DateTime', description: 'When it was sent.' }),
    statusCode: t.exposeInt('statusCode', {
      nullable: true,
      description: "The endpoint's HTTP status; null when there was no answer (see error).",
    }),
    latencyMs: t.exposeInt('latencyMs', { description: 'Milliseconds from sending to the answer (or the failure).' }),
    responseBody: t.exposeString('responseBody', { description: 'The first bytes of the answer (at most 1 KiB).' }),
    error: t.exposeString('error', {
      nullable: true,
      description:
        'Why nothing was answered: a timeout, a refused connection, a refused target (SSRF guard), a token without READ.',
    }),
  }),
});

const DeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  description: 'Where a delivery stands.',
  values: {
    PENDING: {
      description: 'Not delivered yet: waiting for its next attempt (or for an earlier event of the same subject).',
    },
    DELIVERED: { description: 'The endpoint answered 2xx.' },
    FAILED: {
      description: `Given up: ${MAX_ATTEMPTS} attempts failed, or the endpoint's API token may no longer read.`,
    },
  },
});

type DeliveryRow = WebhookDelivery & { event: EventModel; attempts: WebhookAttempt[] };

const WebhookDeliveryRef = builder.objectRef<DeliveryRow>('WebhookDelivery').implement({
  description: 'One event sent (or to be sent) to one endpoint; a redelivery is a new one.',
  fields: (t) => ({
    id: t.exposeID('uuid', { description: "The delivery's id (a UUID)." }),
    event: t.field({ type: EventRef, description: 'The event, as the event log shows it.', resolve: (d) => d.event }),
    status: t.field({ type: DeliveryStatusEnum, description: 'Where it stands.', resolve: (d) => d.status }),
    attemptCount: t.exposeInt('attemptCount', { description: 'Attempts made so far.' }),
    nextAttemptAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it is tried next; null once delivered or given up.',
      resolve: (d) => (d.status === 'PENDING' ? d.nextAttemptAt : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was queued.' }),
    attempts: t.field({
      type: [WebhookAttemptRef],
      description: 'Its attempts, oldest first.',
      resolve: (d) => d.attempts,
    }),
  }),
});

const firstRule = z.number().int().min(1, 'first must be 1 to 100').max(100, 'first must be 1 to 100');

const WebhookEndpointRef = builder.objectRef<WebhookEndpoint>('WebhookEndpoint').implement({
  description: 'A URL that receives your events, signed per Standard Webhooks (docs/events.md).',
  fields: (t) => ({
    id: t.exposeID('uuid', { description: "The endpoint's id (a UUID)." }),
    url: t.exposeString('url', { description: 'Where events are POSTed.' }),
    description: t.exposeString('description', { description: 'What it is for.' }),
    eventTypes: t.field({
      type: [EventTypeEnum],
      description: 'The event types it receives; empty: every type.',
      resolve: (e) => e.eventTypes.map((type) => eventTypeName(type)).filter((n) => n !== null),
    }),
    enabled: t.boolean({ description: 'False while disabled (see disabledReason).', resolve: (e) => !e.disabledAt }),
    disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true, description: 'When it was disabled.' }),
    disabledReason: t.exposeString('disabledReason', {
      nullable: true,
      description: 'Why: by its owner, or the failed retry schedule (which event, last answer).',
    }),
    previousSecretValidUntil: t.expose('previousSecretUntil', {
      type: 'DateTime',
      nullable: true,
      description:
        'After a rotation: until when the previous secret signs too (each delivery carries both signatures).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    deliveries: t.field({
      type: [WebhookDeliveryRef],
      description: 'Its deliveries, newest first, with their attempts.',
      args: { first: t.arg.int({ required: false, description: '1 to 100 (default 20).' }) },
      resolve: (e, args, ctx) => {
        const first = firstRule.safeParse(args.first ?? 20);
        if (!first.success) throw badInput(first.error.issues[0].message, 'first');
        return ctx.services.webhooks.deliveries(ctx.viewer!, e.uuid, first.data) as Promise<DeliveryRow[]>;
      },
    }),
  }),
});

builder.prismaObjectFields(ViewerRef, (t) => ({
  webhookEndpoints: t.withAuth(hooks).field({
    type: [WebhookEndpointRef],
    description: 'Your webhook endpoints, oldest first. Needs the WEBHOOKS scope.',
    nullable: true,
    resolve: (_user, _args, ctx) => ctx.services.webhooks.list(ctx.viewer),
  }),
}));

const endpointId = (what: string) => ({
  validate: uuidRule('id'),
  description: `The endpoint to ${what} (its UUID; an InvalidInputError otherwise).`,
});

const CreateInput = builder.inputType('CreateWebhookEndpointInput', {
  description: 'A new webhook endpoint.',
  fields: (t) => ({
    url: t.string({
      validate: urlRule,
      description:
        'Where to POST: https (http only outside production), resolving to public addresses only (private, loopback, link-local, metadata are refused unless the operator allows them).',
    }),
    eventTypes: t.field({
      type: [EventTypeEnum],
      required: false,
      description: 'The event types it receives; empty or absent: every type.',
    }),
    description: t.string({
      required: false,
      validate: descriptionRule,
      description: 'What it is for (0 to 200 characters).',
    }),
  }),
});

const UpdateInput = builder.inputType('UpdateWebhookEndpointInput', {
  description: 'Changes to an endpoint; an absent field stays as it is.',
  fields: (t) => ({
    id: t.id(endpointId('change')),
    url: t.string({ required: false, validate: urlRule, description: 'A new URL (checked as at creation).' }),
    eventTypes: t.field({
      type: [EventTypeEnum],
      required: false,
      description: 'New event types (empty: every type).',
    }),
    description: t.string({ required: false, validate: descriptionRule, description: 'A new description.' }),
  }),
});

const EnableInput = builder.inputType('SetWebhookEndpointEnabledInput', {
  description: 'Disable or enable an endpoint.',
  fields: (t) => ({
    id: t.id(endpointId('disable or enable')),
    enabled: t.boolean({ description: 'True: deliveries resume (the reason is cleared). False: they wait.' }),
  }),
});

const RotateInput = builder.inputType('RotateWebhookSecretInput', {
  description: 'A new signing secret for an endpoint.',
  fields: (t) => ({
    id: t.id(endpointId('give a new secret')),
    overlapHours: t.int({
      required: false,
      validate: overlapHoursRule,
      description: 'How long the old secret keeps signing too, 0 to 168 hours (default 24).',
    }),
  }),
});

const IdInput = builder.inputType('SendWebhookTestInput', {
  description: 'An endpoint.',
  fields: (t) => ({ id: t.id(endpointId('send a test event to')) }),
});

const RedeliverInput = builder.inputType('RedeliverWebhookEventsInput', {
  description: 'What to send again: one event (eventId), or every event in [from, to) that the endpoint takes.',
  fields: (t) => ({
    id: t.id(endpointId('send to')),
    eventId: t.string({ required: false, description: 'One of your event ids (evt_…).' }),
    from: t.field({ type: 'DateTime', required: false, description: 'Events created at or after this.' }),
    to: t.field({
      type: 'DateTime',
      required: false,
      description: 'Events created before this (at most 31 days after from).',
    }),
  }),
});

interface Created {
  secret: string;
  endpoint: WebhookEndpoint;
}
const CreatedRef = builder.objectRef<Created>('WebhookEndpointWithSecret').implement({
  description: 'An endpoint and its signing secret, shown only here.',
  fields: (t) => ({
    secret: t.exposeString('secret', {
      description:
        'The signing secret (whsec_ then base64): verify deliveries with it (standardwebhooks). Shown only here; stored encrypted.',
    }),
    endpoint: t.field({ type: WebhookEndpointRef, description: 'The endpoint.', resolve: (c) => c.endpoint }),
  }),
});

const TestSentRef = builder.objectRef<{ eventId: string }>('WebhookTestSent').implement({
  description: 'A test event queued for one endpoint.',
  fields: (t) => ({
    eventId: t.exposeString('eventId', { description: 'The webhook.test event id (its webhook-id).' }),
  }),
});

const RedeliveredRef = builder.objectRef<{ queued: number }>('WebhookRedelivery').implement({
  description: 'Events queued again.',
  fields: (t) => ({ queued: t.exposeInt('queued', { description: 'How many deliveries were queued.' }) }),
});

const data = (name: string, description: string) => ({ name, description });

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.withAuth(hooks).field({
    type: CreatedRef,
    errors: {
      types: [InvalidInputError, UnprocessableError],
      dataField: data('created', 'The endpoint with its secret (shown once).'),
    },
    description:
      'Adds a webhook endpoint receiving your events. A refused URL is an InvalidInputError on url; more than the per-account limit (WEBHOOK_MAX_ENDPOINTS, 10 by default) an UnprocessableError.',
    args: { input: t.arg({ type: CreateInput, required: true, description: 'Its URL, event types and description.' }) },
    resolve: (_root, { input }, ctx) => ctx.services.webhooks.create(ctx.viewer, input),
  }),
  updateWebhookEndpoint: t.withAuth(hooks).field({
    type: WebhookEndpointRef,
    errors: { types: [InvalidInputError, NotFoundError], dataField: data('endpoint', 'The endpoint as it is now.') },
    description: "Changes an endpoint's URL, event types or description. Another user's endpoint is a NotFoundError.",
    args: { input: t.arg({ type: UpdateInput, required: true, description: 'The endpoint and its changes.' }) },
    resolve: (_root, { input }, ctx) => ctx.services.webhooks.update(ctx.viewer, String(input.id), input),
  }),
  setWebhookEndpointEnabled: t.withAuth(hooks).field({
    type: WebhookEndpointRef,
    errors: { types: [NotFoundError], dataField: data('endpoint', 'The endpoint as it is now.') },
    description: 'Disables an endpoint (its deliveries wait) or enables it again (they resume).',
    args: { input: t.arg({ type: EnableInput, required: true, description: 'The endpoint and its state.' }) },
    resolve: (_root, { input }, ctx) => ctx.services.webhooks.setEnabled(ctx.viewer, String(input.id), input.enabled),
  }),
  rotateWebhookSecret: t.withAuth(hooks).field({
    type: CreatedRef,
    errors: { types: [NotFoundError], dataField: data('rotated', 'The endpoint with its new secret (shown once).') },
    description:
      'Gives an endpoint a new signing secret; the old one also signs every delivery for the overlap, so a receiver can switch without losing one.',
    args: { input: t.arg({ type: RotateInput, required: true, description: 'The endpoint and the overlap.' }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.webhooks.rotateSecret(ctx.viewer, String(input.id), input.overlapHours ?? 24),
  }),
  sendWebhookTest: t.withAuth(hooks).field({
    type: TestSentRef,
    errors: { types: [NotFoundError], dataField: data('sent', 'The test event queued.') },
    description: 'Queues a webhook.test event for this endpoint only (it is in your event log too).',
    args: { input: t.arg({ type: IdInput, required: true, description: 'The endpoint.' }) },
    resolve: async (_root, { input }, ctx) => ({
      eventId: await ctx.services.webhooks.sendTest(ctx.viewer, String(input.id)),
    }),
  }),
  redeliverWebhookEvents: t.withAuth(hooks).field({
    type: RedeliveredRef,
    errors: { types: [InvalidInputError, NotFoundError], dataField: data('redelivery', 'How many were queued.') },
    description:
      'Sends events again to an endpoint: the same event id (webhook-id) and payload, a new timestamp and signature.',
    args: { input: t.arg({ type: RedeliverInput, required: true, description: 'The endpoint and what to send.' }) },
    resolve: async (_root, { input }, ctx) => ({
      queued: await ctx.services.webhooks.redeliver(ctx.viewer, String(input.id), input),
    }),
  }),
}));
