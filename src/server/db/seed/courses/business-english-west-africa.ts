// Demo course business-english-west-africa: English-language course, monthly subscription.

import { choice, matching, shortAnswer, trueFalse } from '../../../features/quizzes/quiz-definition.ts';
import { demoCourse, lesson, preview, section, yt } from './builders.ts';

export const course = demoCourse({
  slug: 'business-english-west-africa',
  title: 'Business English for West African Professionals',
  shortDescription:
    'Emails, meetings, phone calls and negotiations: practical English for professionals working with Ghana, Nigeria and beyond.',
  description:
    'Trade with Ghana and Nigeria, international NGOs, foreign investors: English is now a must for many professionals in francophone West Africa. This course focuses on real workplace situations, from writing a clear email to leading a meeting or negotiating a price.\n\nEach module includes listening practice recorded with West African speakers, so you get used to the accents you will actually hear. Monthly subscription, cancel at any time.',
  instructorKey: 'ibrahima-fall',
  categorySlug: 'langues',
  tags: ['Anglais'],
  format: 'auto-formation',
  language: 'en',
  level: 'intermediate',
  accessType: 'paid',
  pricingModes: { subscription: true },
  price: 7500,
  monthlyPrice: 7500,
  accessDurationDays: 180,
  enableCommunity: true,
  enableCertificate: false,
  objectives: [
    'Introduce yourself and your company with confidence',
    'Write clear, polite professional emails',
    'Take part in meetings and phone calls',
    'Negotiate prices and terms',
  ],
  prerequisites: [
    'Basic English (A2 level): you can read simple texts',
    'A headset or earphones for the listening practice',
    '20 minutes of practice a day',
  ],
  expectedResults: [
    'Professional emails written in minutes',
    'More confidence in meetings with English speakers',
    'A useful vocabulary list for your sector',
  ],
  publishedDaysAgo: 75,
  sections: [
    section('Professional introductions', 'First contacts, in person and in writing.', [
      preview(lesson.video('Introducing yourself and your company', yt('t7GvDPlDplE'), 642)),
      lesson.article('Writing a professional email', [
        '<p>Email remains the main written channel with international partners, banks and NGOs. A clear, polite email builds trust before you ever meet.</p>',
        '<h2>Structure</h2>',
        '<ul>',
        '<li><strong>Subject line</strong>: short and specific, for example <em>Quotation request – 200 bags of rice</em>.</li>',
        '<li><strong>Greeting</strong>: <em>Dear Ms Mensah,</em> when you know the name, <em>Dear Sir or Madam,</em> otherwise. <em>Hi</em> is fine once the relationship is established.</li>',
        '<li><strong>Opening line</strong>: state your purpose immediately, for example <em>I am writing to ask about your delivery times.</em></li>',
        '<li><strong>Body</strong>: one idea per paragraph, short sentences.</li>',
        '<li><strong>Call to action</strong>: say exactly what you expect and by when, for example <em>Could you send us your price list by Friday?</em></li>',
        '<li><strong>Closing</strong>: <em>Kind regards,</em> or <em>Best regards,</em> followed by your name, job title and phone number with the country code.</li>',
        '</ul>',
        '<h2>Common mistakes by French speakers</h2>',
        '<ul>',
        '<li>Translating <em>Je me permets de…</em> literally: simply write <em>I would like to…</em></li>',
        '<li>Confusing <em>actually</em> (en fait) with <em>currently</em> (actuellement).</li>',
        '<li>Writing <em>I am agree</em>: the correct form is <em>I agree</em>.</li>',
        '<li>Using long, formal closing formulas: one short line is enough in English.</li>',
        '</ul>',
        '<p>Before you click Send, read your email aloud once. If a sentence leaves you out of breath, cut it in two.</p>',
      ]),
      lesson.audio(
        'Listening practice: a phone call with a supplier in Accra',
        'listening-phone-call-accra.mp3',
      ),
    ]),
    section('Meetings and negotiations', 'Speak up, agree, disagree and close a deal.', [
      lesson.video('Useful phrases for meetings', yt('1IXpjx4x8OW'), 876),
      lesson.audio('Listening practice: negotiating a price', 'listening-negotiating-price.mp3'),
      lesson.exercise('Write a follow-up email after a meeting', 25, {
        description: 'Un e-mail de suivi clair et professionnel, en anglais.',
        instructions:
          'You met a potential partner from Accra at a trade fair in Dakar. Write a follow-up email (150 to 200 words): thank them, sum up what you discussed, propose a next step with a date, and close politely. Écrivez votre e-mail directement dans la zone de texte.',
        points: 15,
        difficultyLevel: 'easy',
      }),
      lesson.quiz('Quiz: meetings and negotiation vocabulary', 10, {
        description: 'Le vocabulaire anglais des réunions et des négociations.',
        questions: [
          matching(
            'Associez chaque mot anglais à sa traduction.',
            [
              ['agenda', 'ordre du jour'],
              ['minutes', 'compte rendu'],
              ['deadline', 'date limite'],
              ['deal', 'accord'],
            ],
            'Attention au faux ami : « minutes » désigne ici le compte rendu écrit de la réunion.',
            { points: 2 },
          ),
          choice(
            'Comment exprimer poliment un désaccord en réunion ?',
            ['I see your point, but…', 'You are wrong.', 'No way.', 'Stop talking.'],
            0,
            'Reconnaître le point de vue de l’autre avant de le nuancer garde la négociation ouverte.',
          ),
          shortAnswer(
            'Traduisez « négocier » en anglais (le verbe seul, sans « to »).',
            'negotiate',
            'to negotiate ; le nom est negotiation.',
          ),
          trueFalse(
            '« To postpone a meeting » signifie avancer une réunion.',
            false,
            'To postpone = reporter à plus tard ; avancer se dit to bring forward.',
            { timeLimitSeconds: 20 },
          ),
        ],
      }),
    ]),
  ],
});
