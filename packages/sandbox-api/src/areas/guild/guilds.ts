// The guild calls: roles, the caller's guild and members, recommended guilds with search, and the
// actions (join, create, answer applications, become a broadcaster, remove, quit). Each action can
// be sent again without doing it twice: a repeated join finds its own application, a repeated
// answer its own decision.

import {
  beBroadcaster,
  createGuild,
  decideApplication,
  type GuildCard,
  type GuildIdentity,
  getApplicationList,
  getGuildDetails,
  getMyGuild,
  getMyGuildDetails,
  getMyGuildRole,
  getMyMembers,
  getRecommendGuild,
  joinGuild,
  quitGuild,
  removeFromGuild,
  saveMyGuildDetails,
} from '@h5/core-api/contracts/guild';
import { fail, type HandlerContext, int, on, str } from '../../area.ts';
import { pageOf } from '../../kit/paging.ts';
import {
  GUILD_COUNTRIES,
  GUILD_ERRORS,
  LIST_PAGE_SIZE,
  NAME_MAX,
  NAME_MIN,
  RECOMMEND_MAX_PAGE_SIZE,
  RECOMMEND_PAGE_SIZE,
  SLOGAN_MAX,
} from './constants.ts';
import { earnedIn } from './earnings.ts';
import {
  details,
  everyone,
  faceIn,
  type Guild,
  type GuildState,
  identityOf,
  memberCount,
  memberRow,
  membershipOf,
  requireMembership,
  requirePresidency,
  roleOf,
} from './state.ts';
import { isStoredUpload } from './upload.ts';

type Ctx = HandlerContext<GuildState>;

const monthStars = (ctx: Ctx, identity: GuildIdentity) => (uid: number) =>
  earnedIn(uid, identity, ctx.clock.now(), 'month').stars;

const detailsOf = (ctx: Ctx, g: Guild) => details(ctx.state, g, monthStars(ctx, g.identity));

function card(state: GuildState, g: Guild): GuildCard {
  return {
    guild_id: g.guild_id,
    name: g.name,
    cover: g.cover,
    country: g.country,
    member_count: memberCount(g),
    president: faceIn(state, g.president),
    open_join: g.open_join,
  };
}

/** Characters as a person counts them (an emoji is one). */
const length = (s: string) => [...s].length;

/** The search: by name, any case and spacing, or by the guild's id. */
function matchesSearch(g: Guild, content: string): boolean {
  const q = content.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!q) return true;
  return g.name.toLowerCase().includes(q) || String(g.guild_id) === q;
}

function requireBroadcasterFor(state: GuildState, uid: number, identity: GuildIdentity) {
  if (identity === 1 && !state.broadcasters.has(uid)) fail(...GUILD_ERRORS.notBroadcaster);
}

function requireNoGuild(state: GuildState, uid: number, identity: GuildIdentity) {
  if (membershipOf(state, uid, identity)) fail(...GUILD_ERRORS.alreadyInGuild);
}

function guildOf(state: GuildState, id: unknown, identity?: GuildIdentity): Guild {
  const g = state.guilds.get(int(id) ?? -1);
  if (!g || (identity !== undefined && g.identity !== identity)) return fail(...GUILD_ERRORS.guildNotFound);
  return g;
}

export const guildHandlers = [
  on(getMyGuildRole, ({ state, requireUser }) => {
    const uid = requireUser().uid;
    const s = state as GuildState;
    const roles = ([0, 1] as const).map((identity) => roleOf(s, uid, identity));
    return { roles, is_broadcaster: s.broadcasters.has(uid) };
  }),

  on(getMyGuild, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const uid = c.requireUser().uid;
    const { guild, role_id } = requireMembership(c.state, uid, identityOf(p.identity));
    const pending =
      role_id === 1
        ? c.state.applications.filter((a) => a.guild_id === guild.guild_id && a.status === 'pending').length
        : 0;
    return { role_id, guild: detailsOf(c, guild), pending_applications: pending };
  }),

  on(getMyGuildDetails, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const { guild } = requireMembership(c.state, c.requireUser().uid, identityOf(p.identity));
    return detailsOf(c, guild);
  }),

  on(saveMyGuildDetails, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const guild = requirePresidency(c.state, c.requireUser().uid, identityOf(p.identity));
    const slogan = (str(p.slogan) ?? guild.slogan).trim();
    if (length(slogan) > SLOGAN_MAX) fail(...GUILD_ERRORS.sloganLength);
    const cover = str(p.cover) ?? guild.cover;
    if (cover !== guild.cover && !isStoredUpload(c.state, cover)) fail(...GUILD_ERRORS.coverMissing);
    guild.slogan = slogan;
    guild.cover = cover;
    return detailsOf(c, guild);
  }),

  on(getMyMembers, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const identity = identityOf(p.identity);
    const guild = requirePresidency(c.state, c.requireUser().uid, identity);
    const now = c.clock.now();
    const rows = [...guild.members.keys()]
      .map((uid) => memberRow(c.state, guild, uid, earnedIn(uid, identity, now, 'month')))
      .sort((a, b) => b.month_stars - a.month_stars || a.uid - b.uid);
    return pageOf(rows, p, { size: LIST_PAGE_SIZE });
  }),

  on(getRecommendGuild, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const user = c.requireUser();
    const identity = identityOf(p.identity);
    const content = str(p.content) ?? '';
    // The caller's own country first, then the biggest guilds.
    const list = [...c.state.guilds.values()]
      .filter((g) => g.identity === identity && !everyone(g).includes(user.uid) && matchesSearch(g, content))
      .sort(
        (a, b) =>
          Number(b.country === user.country) - Number(a.country === user.country) ||
          memberCount(b) - memberCount(a) ||
          a.guild_id - b.guild_id,
      )
      .map((g) => card(c.state, g));
    return pageOf(
      list,
      { page: p.page, page_size: p.pageSize },
      { size: RECOMMEND_PAGE_SIZE, maxSize: RECOMMEND_MAX_PAGE_SIZE },
    );
  }),

  on(getGuildDetails, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const uid = c.requireUser().uid;
    const guild = guildOf(c.state, p.guild_id);
    const mine = c.state.applications.filter((a) => a.uid === uid && a.guild_id === guild.guild_id).at(-1);
    return {
      ...detailsOf(c, guild),
      my_application: everyone(guild).includes(uid) ? 'approved' : (mine?.status ?? 'none'),
    };
  }),

  on(getApplicationList, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const guild = requirePresidency(c.state, c.requireUser().uid, identityOf(p.identity));
    const list = c.state.applications
      .filter((a) => a.guild_id === guild.guild_id)
      .sort(
        (a, b) =>
          Number(b.status === 'pending') - Number(a.status === 'pending') || b.applied_at - a.applied_at,
      )
      .map((a) => ({
        id: a.id,
        user: faceIn(c.state, a.uid),
        identity: a.identity,
        applied_at: a.applied_at,
        status: a.status,
      }));
    return pageOf(list, p, { size: LIST_PAGE_SIZE });
  }),

  on(joinGuild, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const uid = c.requireUser().uid;
    const identity = identityOf(p.identity);
    const guild = guildOf(c.state, p.guild_id, identity);
    if (everyone(guild).includes(uid)) return { joined: true, status: 'approved' as const };
    requireNoGuild(c.state, uid, identity);
    requireBroadcasterFor(c.state, uid, identity);
    const pending = c.state.applications.find(
      (a) => a.uid === uid && a.identity === identity && a.status === 'pending',
    );
    if (pending?.guild_id === guild.guild_id) return { joined: false, status: 'pending' as const };
    if (pending) fail(...GUILD_ERRORS.pendingElsewhere);
    if (memberCount(guild) >= guild.max_members) fail(...GUILD_ERRORS.guildFull);
    const now = Math.floor(c.clock.now() / 1000);
    if (guild.open_join) {
      guild.members.set(uid, now);
      return { joined: true, status: 'approved' as const };
    }
    c.state.applications.push({
      id: c.state.nextApplicationId++,
      guild_id: guild.guild_id,
      uid,
      identity,
      applied_at: now,
      status: 'pending',
    });
    return { joined: false, status: 'pending' as const };
  }),

  on(createGuild, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const uid = c.requireUser().uid;
    const identity = identityOf(p.identity);
    requireNoGuild(c.state, uid, identity);
    requireBroadcasterFor(c.state, uid, identity);
    const name = (str(p.name) ?? '').trim().replace(/\s+/g, ' ');
    if (length(name) < NAME_MIN || length(name) > NAME_MAX) fail(...GUILD_ERRORS.nameLength);
    if ([...c.state.guilds.values()].some((g) => g.name.toLowerCase() === name.toLowerCase()))
      fail(...GUILD_ERRORS.nameTaken);
    const country = str(p.country) ?? '';
    if (!(GUILD_COUNTRIES as readonly string[]).includes(country)) fail(...GUILD_ERRORS.badCountry);
    const cover = str(p.cover) ?? '';
    if (!isStoredUpload(c.state, cover)) fail(...GUILD_ERRORS.coverMissing);
    const slogan = (str(p.slogan) ?? '').trim();
    if (length(slogan) > SLOGAN_MAX) fail(...GUILD_ERRORS.sloganLength);
    const guild_id = c.state.nextGuildId++;
    c.state.guilds.set(guild_id, {
      guild_id,
      identity,
      name,
      cover,
      country,
      slogan,
      created_at: Math.floor(c.clock.now() / 1000),
      president: uid,
      open_join: false,
      max_members: 50,
      members: new Map(),
    });
    // A president's own applications elsewhere lapse.
    for (const a of c.state.applications)
      if (a.uid === uid && a.identity === identity && a.status === 'pending') a.status = 'rejected';
    return { guild_id };
  }),

  on(decideApplication, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const uid = c.requireUser().uid;
    const a = c.state.applications.find((x) => x.id === int(p.id));
    if (!a) return fail(...GUILD_ERRORS.applicationNotFound);
    const guild = requirePresidency(c.state, uid, a.identity);
    if (guild.guild_id !== a.guild_id) fail(...GUILD_ERRORS.applicationNotFound);
    const decision = p.decision === 'approve' ? 'approved' : p.decision === 'reject' ? 'rejected' : null;
    if (!decision) return fail(...GUILD_ERRORS.applicationNotFound);
    if (a.status !== 'pending') {
      if (a.status === decision) return { status: a.status };
      return fail(...GUILD_ERRORS.alreadyDecided);
    }
    if (decision === 'approved') {
      if (membershipOf(c.state, a.uid, a.identity)) {
        // The applicant went elsewhere meanwhile: the application lapses.
        a.status = 'rejected';
        return fail(...GUILD_ERRORS.applicantTaken);
      }
      if (memberCount(guild) >= guild.max_members) fail(...GUILD_ERRORS.guildFull);
      guild.members.set(a.uid, Math.floor(c.clock.now() / 1000));
    }
    a.status = decision;
    return { status: a.status };
  }),

  on(beBroadcaster, ({ state, requireUser }) => {
    (state as GuildState).broadcasters.add(requireUser().uid);
    return { is_broadcaster: true };
  }),

  on(removeFromGuild, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const guild = requirePresidency(c.state, c.requireUser().uid, identityOf(p.identity));
    const target = int(p.uid) ?? -1;
    if (!guild.members.has(target)) fail(...GUILD_ERRORS.notMember);
    guild.members.delete(target);
    return { member_count: memberCount(guild) };
  }),

  on(quitGuild, (ctx, p) => {
    const c = ctx as unknown as Ctx;
    const uid = c.requireUser().uid;
    const { guild, role_id } = requireMembership(c.state, uid, identityOf(p.identity));
    if (role_id === 1) fail(...GUILD_ERRORS.presidentCannotQuit);
    guild.members.delete(uid);
    return { role_id: 0 as const };
  }),
];
