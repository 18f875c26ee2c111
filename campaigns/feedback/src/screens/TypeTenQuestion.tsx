// A guided (type 10) question: its short answer, then a form asking exactly what the team needs
// for it (the server's fields), sent as feedback about that question.

import { api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { ContactForm } from '../components/ContactForm.tsx';
import { Read } from '../components/Read.tsx';
import { QUESTION_READ } from '../reads.ts';
import { AnswerText, NO_SUCH_QUESTION } from './Question.tsx';

export function TypeTenQuestion({ params }: ScreenProps) {
  const id = params.id ?? '';
  const q = useResource(() => api().call(QUESTION_READ.call, { id }), [id]);
  return (
    <Page title={t('Tell us more')} className="fb-page">
      <Read r={q} height="10rem" missing={NO_SUCH_QUESTION}>
        {(data) => (
          <>
            <article className="h5-card fb-card">
              <AnswerText q={data} />
            </article>
            <section className="h5-card fb-card" data-testid="guided">
              <h2 className="fb-h">{t('Tell us more')}</h2>
              <ContactForm categoryId={data.category_id} questionId={data.id} fields={data.fields} />
            </section>
          </>
        )}
      </Read>
    </Page>
  );
}
