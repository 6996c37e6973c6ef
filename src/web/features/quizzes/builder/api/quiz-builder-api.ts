import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizStatus } from '#shared/domain.ts';
import type {
  TCreateQuiz,
  TImportPreview,
  TImportRequest,
  TImportResult,
  TQuizForBuilder,
  TQuizListItem,
  TUpdateQuiz,
} from '#shared/quizzes/quiz-builder.contract.ts';
import { getJson, request } from '#web/lib/api.ts';

// /api/admin/quizzes (src/server/features/quizzes/quiz-builder.routes.ts): instructors their courses'
// quizzes, admins their organisation's; the server decides, the screens only ask.

const base = '/api/admin/quizzes';
const one = (quizId: string) => `${base}/${encodeURIComponent(quizId)}`;

export const quizListRoot = ['quiz-builder', 'list'] as const;
export const quizKey = (quizId: string) => ['quiz-builder', 'quiz', quizId] as const;

export type QuizListFilter = { status?: QuizStatus | undefined; search?: string | undefined };

export function listQuizzes(filter: QuizListFilter, signal?: AbortSignal): Promise<TQuizListItem[]> {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  const text = query.toString();
  return getJson<TQuizListItem[]>(text ? `${base}?${text}` : base, signal);
}

export function useQuizList(filter: QuizListFilter) {
  return useQuery({
    queryKey: [...quizListRoot, filter.status ?? '', filter.search?.trim() ?? ''],
    queryFn: ({ signal }) => listQuizzes(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useQuiz(quizId: string) {
  return useQuery({
    queryKey: quizKey(quizId),
    queryFn: ({ signal }) => getJson<TQuizForBuilder>(one(quizId), signal),
    // The editor's form is filled once from this read; a background refetch must not reset it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** After any write, the quiz in the cache is the server's answer and the lists are read again. */
function useQuizWrite<Input>(write: (input: Input) => Promise<TQuizForBuilder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizKey(quiz.id), quiz);
      void queryClient.invalidateQueries({ queryKey: quizListRoot });
    },
  });
}

export const useCreateQuiz = () =>
  useQuizWrite((input: TCreateQuiz) => request<TQuizForBuilder>(base, { method: 'POST', body: input }));

export const useUpdateQuiz = (quizId: string) =>
  useQuizWrite((input: TUpdateQuiz) => request<TQuizForBuilder>(one(quizId), { method: 'PUT', body: input }));

export const useSetQuizStatus = (quizId: string) =>
  useQuizWrite((status: QuizStatus) =>
    request<TQuizForBuilder>(`${one(quizId)}/${status === 'published' ? 'publish' : 'unpublish'}`, {
      method: 'POST',
    }),
  );

export function useDeleteQuiz(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<void>(one(quizId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: quizKey(quizId) });
      void queryClient.invalidateQueries({ queryKey: quizListRoot });
    },
  });
}

/** 'Aperçu': what the file holds, nothing stored. */
export const previewImport = (quizId: string, input: TImportRequest) =>
  request<TImportPreview>(`${one(quizId)}/import-preview`, { method: 'POST', body: input });

/** 'Importer': the readable questions appended to the quiz. */
export function useImportQuestions(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TImportRequest) =>
      request<TImportResult>(`${one(quizId)}/import`, { method: 'POST', body: input }),
    onSuccess: (result) => {
      queryClient.setQueryData(quizKey(result.quiz.id), result.quiz);
      void queryClient.invalidateQueries({ queryKey: quizListRoot });
    },
  });
}
