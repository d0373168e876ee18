import { annualPlan, monthlyPlan } from '../../../config/plan';
import './plan.css';

/** Both plans' prices in words: the answers hold for either. */
const PRICES = `${monthlyPlan.price} a month on the monthly plan, or ${annualPlan.price} a year on the annual plan`;

/** The upgrade page's short answers on the trial, cancelling and billing. */
const TRIAL_QUESTION = {
  question: 'How does the free trial work?',
  answer: `New subscribers get 7 days free. When the trial ends the card is charged for the plan chosen (${PRICES}), unless you cancel before. Cancelling a trial ends access at once, and a trial can be used only once.`,
};

const QUESTIONS = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes, from your profile. A paid month or year stays yours until its end, and you can resume the subscription until then.',
  },
  {
    question: 'How am I billed?',
    answer: `${PRICES}, by card, through Stripe, our payment provider. We never see or store your card number.`,
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
