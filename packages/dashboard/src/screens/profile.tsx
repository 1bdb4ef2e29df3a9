import {
  type Client,
  CreateAlias,
  CreateProfile,
  DeleteAlias,
  ProfileOverview,
  success,
  UpdateProfile,
} from '@financial-account-service/client';
import { CurrencySelect } from '../currency-select.js';
import { entropy } from '../entropy.js';
import { useLoad } from '../use-load.js';

type Overview = NonNullable<Awaited<ReturnType<typeof load>>>;
const load = async (client: Client) => (await client.request(ProfileOverview)).viewer;

const FIELDS = [
  ['firstName', 'First name', 'text'],
  ['lastName', 'Last name', 'text'],
  ['dateOfBirth', 'Date of birth', 'date'],
  ['phoneNumber', 'Phone number', 'tel'],
  ['addressLine1', 'Address line 1', 'text'],
  ['addressLine2', 'Address line 2', 'text'],
  ['postcode', 'Postcode', 'text'],
  ['usertag', 'Usertag', 'text'],
] as const;
/** What can change once the profile exists (the usertag cannot). */
const EDITABLE = FIELDS.filter(([name]) => name !== 'usertag');

/** The profile (made once, with its usertag) and the aliases that stand for the usertag. */
export function Profile({ client }: { client: Client }) {
  const { data: overview, error, attempt: act } = useLoad(client, load, null as Overview | null);

  const create = (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const value = (name: string) => String(form.get(name) ?? '');
    return act(async () => {
      const answer = await client.request(CreateProfile, {
        input: {
          firstName: value('firstName'),
          lastName: value('lastName'),
          dateOfBirth: value('dateOfBirth'),
          phoneNumber: value('phoneNumber'),
          addressLine1: value('addressLine1'),
          addressLine2: value('addressLine2'),
          postcode: value('postcode'),
          usertag: value('usertag'),
          defaultCurrency: value('defaultCurrency') as 'NGN',
          entropy: entropy(),
        },
      });
      success(answer.createProfile, 'CreateProfileSuccess');
    });
  };

  /** Sends the fields that differ from the profile as it is. */
  const update = (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const current = overview?.profile as Record<string, string | null> | null | undefined;
    const input: Record<string, string> = {};
    for (const [name] of EDITABLE) {
      const value = String(form.get(name) ?? '');
      if (value !== (current?.[name] ?? '')) input[name] = value;
    }
    const currency = String(form.get('defaultCurrency'));
    if (currency !== current?.defaultCurrency) input.defaultCurrency = currency;
    return act(async () =>
      success((await client.request(UpdateProfile, { input: input as never })).updateProfile, 'UpdateProfileSuccess'),
    );
  };

  const profile = overview?.profile;
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {profile ? (
        <dl class="profile">
          <dt>Name</dt>
          <dd>
            {profile.firstName} {profile.lastName}
          </dd>
          <dt>Usertag</dt>
          <dd data-testid="usertag">{profile.usertag}</dd>
          <dt>Phone</dt>
          <dd>{profile.phoneNumber}</dd>
          <dt>Default currency</dt>
          <dd>{profile.defaultCurrency}</dd>
        </dl>
      ) : null}
      {profile ? (
        <form onSubmit={update} aria-labelledby="edit-profile">
          <h3 id="edit-profile">Change your profile</h3>
          {EDITABLE.map(([name, label, type]) => (
            <label key={name}>
              {label}
              <input name={name} type={type} defaultValue={profile[name] ?? ''} required={name !== 'addressLine2'} />
            </label>
          ))}
          <CurrencySelect label="Default currency" name="defaultCurrency" value={profile.defaultCurrency} />
          <button type="submit">Save changes</button>
        </form>
      ) : overview ? (
        <form onSubmit={create}>
          <p>Fill in your profile and choose your usertag (others pay you with it).</p>
          {FIELDS.map(([name, label, type]) => (
            <label key={name}>
              {label}
              <input name={name} type={type} required={name !== 'addressLine2'} />
            </label>
          ))}
          <CurrencySelect label="Default currency" name="defaultCurrency" />
          <button type="submit">Save profile</button>
        </form>
      ) : null}
      <h3>Aliases</h3>
      <p>Generated names that stand for your usertag; a channel can route payments to one.</p>
      <ul aria-label="Aliases">
        {overview?.aliases.map((a) => (
          <li key={a.id}>
            <code>{a.alias}</code>{' '}
            <button
              type="button"
              aria-label={`Delete alias ${a.alias}`}
              onClick={() => act(() => client.request(DeleteAlias, { input: { id: a.id } }))}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={!profile}
        onClick={() => act(async () => success((await client.request(CreateAlias)).createAlias, 'CreateAliasSuccess'))}
      >
        Generate an alias
      </button>
    </section>
  );
}
