import { z } from 'zod';
import { randomInt } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Actor } from '../../kernel/viewer.js';
import { AppError, conflict, isUniqueViolation, notFound, UnprocessableError } from '../../kernel/errors.js';
import type { Clock } from '../../kernel/clock.js';
import { recordEvent } from '../../events/outbox.js';
import { aliasPayload, profilePayload } from '../../events/payloads.js';

// Profile, usertag and aliases. Rules the spec leaves open are in docs/profile-identity-channel.md "Profile and usertag (spec 4.2)".

export const usertagRule = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{3,30}$/, 'usertag must be 3 to 30 of a-z, 0-9 and _')
  .refine((tag) => !RESERVED_USERTAGS.has(tag), 'usertag is reserved');

/** Usertags of the service's own contacts (the "Wallet" contact) and names users could mistake for staff. */
export const RESERVED_USERTAGS = new Set(['wallet', 'system', 'admin', 'support', 'service']);

export const entropyRule = z.string().regex(/^[A-Za-z0-9]{8,256}$/, 'entropy must be 8 to 256 letters and digits');

export const dateOfBirthRule = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateOfBirth must be a YYYY-MM-DD date')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'dateOfBirth must be a real calendar date')
  .refine(
    (v) => new Date(`${v}T00:00:00Z`) < new Date() && v >= '1900-01-01',
    'dateOfBirth must be a past date after 1900-01-01',
  );

/** A profile's fields by their GraphQL names (the input types'). */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  defaultCurrency: string;
}

/** An update's fields: each left out or null stays as it is. */
export type ProfilePatch = { [K in keyof ProfileFields]?: ProfileFields[K] | null };

const toDate = (date: string) => new Date(`${date}T00:00:00Z`);

type ProfileColumns = Pick<
  Prisma.ProfileUncheckedCreateInput,
  'firstName' | 'lastName' | 'phoneNumber' | 'addressL1' | 'addressL2' | 'addressPostcode' | 'ccyIsoDefault'
> & { dob: Date };

/** A profile's columns from its fields; one left out (or null) is left out: an update leaves it unchanged. */
function profileColumns(fields: ProfileFields): ProfileColumns;
function profileColumns(fields: ProfilePatch): Partial<ProfileColumns>;
function profileColumns(fields: ProfilePatch): Partial<ProfileColumns> {
  return {
    firstName: fields.firstName ?? undefined,
    lastName: fields.lastName ?? undefined,
    dob: fields.dateOfBirth == null ? undefined : toDate(fields.dateOfBirth),
    phoneNumber: fields.phoneNumber ?? undefined,
    addressL1: fields.addressLine1 ?? undefined,
    addressL2: fields.addressLine2 ?? undefined,
    addressPostcode: fields.postcode ?? undefined,
    ccyIsoDefault: fields.defaultCurrency ?? undefined,
  };
}

// Aliases are readable (adjective-noun-number) and contain '-', which a usertag never does,
// so an alias can never equal a usertag.
const ADJECTIVES = [
  'amber',
  'bold',
  'bright',
  'calm',
  'clever',
  'coral',
  'crisp',
  'golden',
  'green',
  'happy',
  'indigo',
  'jade',
  'keen',
  'lively',
  'lucky',
  'mellow',
  'noble',
  'proud',
  'quiet',
  'rapid',
  'royal',
  'sharp',
  'silver',
  'steady',
  'sunny',
  'swift',
  'tidy',
  'vivid',
  'warm',
  'wise',
];
const NOUNS = [
  'baobab',
  'cowrie',
  'drum',
  'eagle',
  'falcon',
  'gazelle',
  'harbor',
  'heron',
  'ibis',
  'kente',
  'kola',
  'lagoon',
  'lion',
  'mango',
  'marula',
  'okapi',
  'palm',
  'pepper',
  'river',
  'savanna',
  'shea',
  'sunbird',
  'tamarind',
  'volta',
  'weaver',
  'zebra',
];
export const MAX_ALIASES = 20;

const generateAlias = () =>
  `${ADJECTIVES[randomInt(ADJECTIVES.length)]}-${NOUNS[randomInt(NOUNS.length)]}-${String(randomInt(10000)).padStart(4, '0')}`;

export function createProfileService({ prisma, clock }: { prisma: PrismaClient; clock: Clock }) {
  /** Records the profile's event in `tx` and answers the profile as `query` selects it. */
  async function profileEvent<Q extends Prisma.ProfileDefaultArgs>(
    tx: Prisma.TransactionClient,
    viewer: Actor,
    type: 'PROFILE_CREATED' | 'PROFILE_UPDATED',
    query?: Q,
  ) {
    const row = await tx.profile.findUniqueOrThrow({
      where: { userId: viewer.id },
      include: { user: { select: { usertag: { select: { usertag: true } } } } },
    });
    await recordEvent(tx, {
      userId: viewer.id,
      type,
      subject: { type: 'Profile', id: row.uuid },
      data: profilePayload(row, viewer, row.user.usertag?.usertag ?? null),
      at: clock.now(),
    });
    return tx.profile.findUniqueOrThrow({ ...query, where: { id: row.id } }) as unknown as Promise<
      Prisma.ProfileGetPayload<Q>
    >;
  }

  return {
    async create<Q extends Prisma.ProfileDefaultArgs>(
      viewer: Actor,
      input: ProfileFields & { usertag: string; entropy: string },
      query?: Q,
    ) {
      const { usertag, entropy, ...fields } = input;
      try {
        return await prisma.$transaction(async (tx) => {
          if (await tx.profile.findUnique({ where: { userId: viewer.id }, select: { id: true } })) {
            throw conflict('a profile already exists for this user; use the update path');
          }
          if (await tx.usertag.findUnique({ where: { usertag }, select: { id: true } })) {
            throw conflict(`usertag ${usertag} is taken`, 'usertag');
          }
          await tx.usertag.create({ data: { userId: viewer.id, usertag } });
          await tx.profile.create({
            data: { ...profileColumns(fields), entropy, userId: viewer.id },
            select: { id: true },
          });
          return profileEvent(tx, viewer, 'PROFILE_CREATED', query);
        });
      } catch (error) {
        // Two creates at once: the database's unique indexes decide.
        if (isUniqueViolation(error)) throw conflict('a profile or this usertag already exists', 'usertag');
        throw error;
      }
    },

    async update<Q extends Prisma.ProfileDefaultArgs>(viewer: Actor, patch: ProfilePatch, query?: Q) {
      const existing = await prisma.profile.findUnique({ where: { userId: viewer.id }, select: { id: true } });
      if (!existing) throw notFound('profile (create it first)');
      return prisma.$transaction(async (tx) => {
        await tx.profile.update({ where: { userId: viewer.id }, data: profileColumns(patch), select: { id: true } });
        return profileEvent(tx, viewer, 'PROFILE_UPDATED', query);
      });
    },

    async createAlias<Q extends Prisma.AliasDefaultArgs>(viewer: Actor, query?: Q) {
      const usertag = await prisma.usertag.findUnique({ where: { userId: viewer.id }, select: { id: true } });
      if (!usertag) throw new UnprocessableError('create a profile with a usertag before adding aliases');
      if ((await prisma.alias.count({ where: { userId: viewer.id } })) >= MAX_ALIASES) {
        throw new UnprocessableError(`a user may have at most ${MAX_ALIASES} aliases`);
      }
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          return await prisma.$transaction(async (tx) => {
            const row = await tx.alias.create({ data: { userId: viewer.id, alias: generateAlias() } });
            await recordEvent(tx, {
              userId: viewer.id,
              type: 'ALIAS_CREATED',
              subject: { type: 'Alias', id: row.uuid },
              data: aliasPayload(row, viewer),
              at: clock.now(),
            });
            return tx.alias.findUniqueOrThrow({ ...query, where: { id: row.id } }) as unknown as Promise<
              Prisma.AliasGetPayload<Q>
            >;
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error; // name collision: draw again
        }
      }
      throw new AppError('INTERNAL_SERVER_ERROR', 'could not generate a unique alias');
    },

    /** Deletes one of the viewer's aliases by its id (the UUID). */
    async deleteAlias<Q extends Prisma.AliasDefaultArgs>(viewer: Actor, id: string, query?: Q) {
      const alias = await prisma.alias.findFirst({
        where: { uuid: id, userId: viewer.id },
        select: { id: true },
      });
      if (!alias) throw notFound('alias', 'id');
      // Channels that used it fall back to the usertag (their aliasId becomes null).
      try {
        return await prisma.$transaction(async (tx) => {
          const answer = await tx.alias.findUniqueOrThrow({ ...query, where: { id: alias.id } });
          const row = await tx.alias.delete({ where: { id: alias.id } });
          await recordEvent(tx, {
            userId: viewer.id,
            type: 'ALIAS_DELETED',
            subject: { type: 'Alias', id: row.uuid },
            data: aliasPayload(row, viewer),
            at: clock.now(),
          });
          return answer as Prisma.AliasGetPayload<Q>;
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'P2025') throw notFound('alias', 'id'); // deleted meanwhile
        throw error;
      }
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
