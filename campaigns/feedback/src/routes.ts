import { SELF_READ } from '@h5/ui-kit/reads';
import { defineRoutes } from '@h5/ui-kit/routes';
import {
  FAQ_READ,
  GRADES_READ,
  HELP_TREE_READ,
  MINE_READ,
  NOTICE_READ,
  NOTICES_READ,
  QUESTION_READ,
  REPORT_REASONS_READ,
  TICKET_READ,
} from './reads.ts';

export const HELP_CENTER_TITLE = 'Help center';

/** The signed-in state the contact form asks for (`useSignedIn`); no login guard reads it on these pages. */
const SIGNED_IN_READ = SELF_READ;

export default defineRoutes({
  campaign: 'feedback',
  title:
    'Help and feedback: the help center, contact us with screenshots, my feedback, reports, FAQ and grades.',
  routes: [
    {
      path: '/v/feedback',
      // Spec 2: the redirect carries what the app's bar shows.
      redirect: { to: 'index', query: { showBar: 1, showNavigation: true, new: true } },
      children: [
        {
          path: 'index',
          screen: 'helpHome',
          noLimit: true,
          meta: { title: HELP_CENTER_TITLE },
          reads: [
            HELP_TREE_READ,
            NOTICES_READ,
            // `?contact=1` opens the contact form at once.
            { ...SIGNED_IN_READ, when: { value: '$query.contact', pattern: /^1$/ } },
          ],
        },
        {
          path: 'questionList',
          screen: 'questionList',
          noLimit: true,
          meta: { title: 'Questions' },
          reads: [HELP_TREE_READ],
        },
        {
          path: 'threelist/:id',
          screen: 'threeList',
          noLimit: true,
          meta: { title: 'Questions' },
          reads: [HELP_TREE_READ],
        },
        {
          path: 'question/:id',
          screen: 'question',
          noLimit: true,
          meta: { title: 'Answer' },
          reads: [QUESTION_READ],
        },
        {
          path: 'typeTenQuestion/:id',
          screen: 'typeTenQuestion',
          noLimit: true,
          meta: { title: 'Tell us more' },
          // The form under the question asks who is signed in.
          reads: [QUESTION_READ, SIGNED_IN_READ],
        },
        {
          path: 'systemdetail/:id',
          screen: 'systemDetail',
          noLimit: true,
          meta: { title: 'Notice' },
          reads: [NOTICE_READ],
        },
        { path: 'clear-data', screen: 'clearData', noLimit: true, meta: { title: 'Clear app data' } },
        // The user's own submissions need a user.
        {
          path: 'history',
          screen: 'history',
          meta: { title: 'My feedback' },
          reads: [MINE_READ],
        },
        {
          path: 'detail/:id',
          screen: 'detail',
          meta: { title: 'My feedback' },
          reads: [TICKET_READ],
        },
      ],
    },
    {
      path: '/v/search-song/feedback',
      screen: 'songFeedback',
      noLimit: true,
      meta: { title: 'Song feedback' },
    },
    {
      path: '/v/report',
      screen: 'report',
      noLimit: true,
      meta: { title: 'Report' },
      // The reasons for a known target type (the screen also wants a sane `id`: reportTarget).
      reads: [REPORT_REASONS_READ],
    },
    {
      path: '/v/faq/smd',
      screen: 'faq',
      noLimit: true,
      meta: { title: 'Frequently asked questions' },
      reads: [FAQ_READ],
    },
    {
      path: '/v/grade_system_intro/:id',
      screen: 'gradeIntro',
      noLimit: true,
      meta: { title: 'Grade system' },
      reads: [GRADES_READ],
    },
  ],
  examples: [
    '/v/feedback',
    '/v/feedback/questionList?category=recharge',
    '/v/feedback/threelist/recharge-missing',
    '/v/feedback/question/q-echo',
    '/v/feedback/typeTenQuestion/q-recharge-not-received',
    '/v/feedback/systemdetail/n-maintenance',
    '/v/feedback/detail/fb-1001-1',
    '/v/search-song/feedback?keyword=Tum%20Hi%20Ho',
    '/v/report?type=room&id=r1024',
    '/v/grade_system_intro/2',
  ],
});
