import './plan.css';

/** The upgrade page's short answers on the trial, cancelling and billing. */
const TRIAL_QUESTION = {
  question: 'How does the free trial work?',
  answer:
    'New subscribers get 7 days free. The card is charged $19.99 when the trial ends, unless you cancel before. Cancelling a trial ends access at once, and a trial can be used only once.',
};

const QUESTIONS = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes, from your profile. A paid month stays yours until its end, and you can resume the subscription until then.',
  },
  {
    question: 'How am I billed?',
    answer: '$19.99 every month by card, through Stripe, our payment provider. We never see or store your card number.',
  },
];

/** The trial's question only for a reader who can still start one: to others it is an offer they cannot take. */
export function BillingFaq({ trialPossible }: { trialPossible: boolean }) {
  return (
    <section className="faq" aria-labelledby="faq-title">
      <h2 id="faq-title">Questions</h2>
      {(trialPossible ? [TRIAL_QUESTION, ...QUESTIONS] : QUESTIONS).map(({ question, answer }) => (
        <div key={question} className="faq-item">
          <h3>{question}</h3>
          <p>{answer}</p>
        </div>
      ))}
    </section>
  );
}
