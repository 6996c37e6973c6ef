import { api, courseIdOf, type Learner, newStaff, tokenOf } from './accounts.ts';

// A cohort of the test's own: a new admin plans a session of a demo course (its prices, open for a
// month from today), with live sessions, and invites learners who accept. Nothing of the demo's own
// sessions is touched.

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export type LiveSessionPlan = {
  title: string;
  offsetDays: number;
  start?: string;
  end?: string;
  meetingUrl?: string;
};

export async function planCohort(options: { course: string; title: string; sessions?: LiveSessionPlan[] }) {
  const admin = await newStaff('admin');
  const adminToken = await tokenOf(admin);
  const courseId = await courseIdOf(options.course);
  const cohort = await api<{ id: string }>('POST', '/api/admin/cohorts', {
    token: adminToken,
    body: {
      courseId,
      autoGenerateTitle: false,
      title: options.title,
      description: '',
      instructors: [],
      certificate_template_id: null,
      startDate: day(0),
      endDate: day(30),
      liveLinks: [{ url: 'https://meet.example.org/jang-live', description: 'Salle principale' }],
      useCoursePrice: true,
      price: 0,
      oneTimeDiscount: 0,
      pricingModes: { oneTime: false, installments: false, subscription: false, registrationMonthly: false },
      installments: [],
      monthlyPrice: 0,
      registrationFee: 0,
      monthlyFee: 0,
      discounts: [],
      minParticipants: 1,
      maxParticipants: 30,
      registrationDeadline: 'start',
      customEnrollmentDeadline: null,
      enableWaitlist: false,
      approvalProcess: 'automatic',
      immediateAccess: true,
      accessStartDate: day(0),
      accessEndDate: null,
      userIds: [],
      welcome_message: 'Bienvenue dans la session.',
      end_message: 'Merci à tous.',
      communicationChannel: 'none',
      groupLink: null,
    },
  });
  for (const session of options.sessions ?? []) {
    await api('POST', `/api/admin/cohorts/${cohort.id}/sessions`, {
      token: adminToken,
      body: {
        title: session.title,
        description: 'Questions et exercices',
        session_date: day(session.offsetDays),
        start_time: session.start ?? '18:00:00',
        end_time: session.end ?? '20:00:00',
        is_recorded: false,
        recording_url: null,
        live_links: [{ meeting_url: session.meetingUrl ?? 'https://meet.example.org/atelier' }],
      },
    });
  }
  return { id: cohort.id, courseId, admin, adminToken };
}

/** The learners invited into the cohort by its admin, each accepting the invitation. */
export async function inviteIntoCohort(cohort: { id: string; adminToken: string }, learners: Learner[]) {
  const ids = await Promise.all(
    learners.map(
      async (learner) =>
        (await api<{ user: { id: string } }>('GET', '/api/auth/me', { token: learner.token })).user.id,
    ),
  );
  await api('POST', `/api/instructor/cohorts/${cohort.id}/participants`, {
    token: cohort.adminToken,
    body: { action: 'invite', participantIds: ids },
  });
  for (const learner of learners)
    await api('POST', `/api/v1/student/cohorts/${cohort.id}/join`, { token: learner.token });
}
