import { defineRoutes } from '@h5/ui-kit/routes';

export const HELP_CENTER_TITLE = 'Help center';

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
          reads: [{ call: 'feedback.helpTree' }],
        },
        { path: 'questionList', screen: 'questionList', noLimit: true, meta: { title: 'Questions' } },
        { path: 'threelist/:id', screen: 'threeList', noLimit: true, meta: { title: 'Questions' } },
        { path: 'question/:id', screen: 'question', noLimit: true, meta: { title: 'Answer' } },
        {
          path: 'typeTenQuestion/:id',
          screen: 'typeTenQuestion',
          noLimit: true,
          meta: { title: 'Tell us more' },
        },
        { path: 'systemdetail/:id', screen: 'systemDetail', noLimit: true, meta: { title: 'Notice' } },
        { path: 'clear-data', screen: 'clearData', noLimit: true, meta: { title: 'Clear app data' } },
        // The user's own submissions need a user.
        { path: 'history', screen: 'history', meta: { title: 'My feedback' } },
        { path: 'detail/:id', screen: 'detail', meta: { title: 'My feedback' } },
      ],
    },
    {
      path: '/v/search-song/feedback',
      screen: 'songFeedback',
      noLimit: true,
      meta: { title: 'Song feedback' },
    },
    { path: '/v/report', screen: 'report', noLimit: true, meta: { title: 'Report' } },
    { path: '/v/faq/smd', screen: 'faq', noLimit: true, meta: { title: 'Frequently asked questions' } },
    {
      path: '/v/grade_system_intro/:id',
      screen: 'gradeIntro',
      noLimit: true,
      meta: { title: 'Grade system' },
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
