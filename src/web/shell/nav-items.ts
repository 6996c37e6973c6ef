import {
  Award,
  Banknote,
  BookOpen,
  Building,
  Calendar,
  ClipboardCheck,
  GraduationCap,
  House,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MessageSquare,
  NotebookPen,
  ScrollText,
  Settings,
  Star,
  Store,
  TrendingUp,
  Trophy,
  Users,
  Wallet,
} from 'lucide-react';
import { t } from '#shared/messages/fr-web.ts';
import { paths } from '#web/paths.ts';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (home entries), not on the pages below it. */
  isExact?: boolean;
};

/** The student sidebar of spec/learner.md §2: nine entries, in this order. */
export function studentNavItems(): NavItem[] {
  return [
    { label: t('nav.student.home'), to: paths.dashboard.home(), icon: House, isExact: true },
    { label: t('nav.student.courses'), to: paths.dashboard.courses(), icon: BookOpen },
    { label: t('nav.student.marketplace'), to: paths.marketplace.home(), icon: Store },
    { label: t('nav.student.certificates'), to: paths.dashboard.certificates(), icon: Award },
    { label: t('nav.student.achievements'), to: paths.dashboard.achievements(), icon: Trophy },
    { label: t('nav.student.progress'), to: paths.dashboard.progress(), icon: TrendingUp },
    { label: t('nav.student.feedback'), to: paths.dashboard.feedback(), icon: MessageSquare },
    { label: t('nav.student.calendar'), to: paths.dashboard.calendar(), icon: Calendar },
    { label: t('nav.student.settings'), to: paths.dashboard.settings(), icon: Settings },
  ];
}

export function instructorNavItems(): NavItem[] {
  return [
    { label: t('nav.instructor.home'), to: paths.instructor.home(), icon: LayoutDashboard, isExact: true },
    { label: t('nav.instructor.courses'), to: paths.instructor.courses(), icon: BookOpen },
    { label: t('nav.instructor.cohorts'), to: paths.instructor.cohorts(), icon: Users },
    { label: t('nav.instructor.quizzes'), to: paths.instructor.quizzes(), icon: ListChecks },
    { label: t('nav.instructor.exercises'), to: paths.instructor.exercises(), icon: NotebookPen },
    { label: t('nav.instructor.submissions'), to: paths.instructor.submissions(), icon: ClipboardCheck },
    // instructor's desk (issue 17): the analytics are the dashboard ('Tableau de bord', above)
    { label: t('nav.instructor.commissions'), to: paths.instructor.commissions(), icon: Wallet },
  ];
}

export function adminNavItems(): NavItem[] {
  return [
    { label: t('nav.admin.home'), to: paths.admin.home(), icon: LayoutDashboard, isExact: true },
    { label: t('nav.admin.courses'), to: paths.admin.courses(), icon: BookOpen },
    { label: t('nav.admin.cohorts'), to: paths.admin.cohorts(), icon: GraduationCap },
    { label: t('nav.admin.quizzes'), to: paths.admin.quizzes(), icon: ListChecks },
    { label: t('nav.admin.exercises'), to: paths.admin.exercises(), icon: NotebookPen },
    // Certificates: the template designer (issue 16, part designer)
    { label: t('nav.admin.certificates'), to: paths.admin.certificates(), icon: Award },
    { label: t('nav.admin.users'), to: paths.admin.users(), icon: Users },
    { label: t('nav.admin.payments'), to: paths.admin.payments(), icon: Banknote },
    // Certificates, part issue (issue 16)
    { label: t('nav.admin.issuedCertificates'), to: paths.admin.issuedCertificates(), icon: Award },
    { label: t('nav.admin.settings'), to: paths.admin.settings(), icon: Settings },
    // Platform console, part consoles (issue 18): the reviews and the audit log
    { label: t('nav.admin.reviews'), to: paths.admin.reviews(), icon: Star },
    { label: t('nav.admin.audit'), to: paths.admin.audit(), icon: ScrollText },
  ];
}

export function superadminNavItems(): NavItem[] {
  return [
    { label: t('nav.superadmin.organizations'), to: paths.superadmin.home(), icon: Building, isExact: true },
    { label: t('nav.superadmin.settings'), to: paths.superadmin.settings(), icon: Settings },
    // Platform console, part consoles (issue 18): the platform's audit log
    { label: t('nav.superadmin.audit'), to: paths.superadmin.audit(), icon: ScrollText },
  ];
}
