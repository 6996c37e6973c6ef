// The player's reads, without zod: the browser asks for them, and the server puts their answers in
// the player's page (decision 313), under the very same addresses.

export const courseDetailsPath = (courseId: string) =>
  `/api/v1/student/courses/${encodeURIComponent(courseId)}/details`;

export const lessonContentPath = (courseId: string, lessonId: string) =>
  `/api/v1/student/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}`;
