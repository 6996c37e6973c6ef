import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACCESS_TYPES,
  COURSE_FORMATS,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_STATUSES,
  INSTRUCTOR_STATUSES,
  LESSON_TYPES,
  PROFILE_STATUSES,
  ROLES,
} from '#shared/domain.ts';

export const appRole = pgEnum('app_role', ROLES);
export const profileStatus = pgEnum('profile_status', PROFILE_STATUSES);
export const instructorStatus = pgEnum('instructor_status', INSTRUCTOR_STATUSES);
export const courseFormat = pgEnum('course_format', COURSE_FORMATS);
export const courseLanguage = pgEnum('course_language', COURSE_LANGUAGES);
export const courseLevel = pgEnum('course_level', COURSE_LEVELS);
export const courseStatus = pgEnum('course_status', COURSE_STATUSES);
export const accessType = pgEnum('access_type', ACCESS_TYPES);
export const lessonType = pgEnum('lesson_type', LESSON_TYPES);
