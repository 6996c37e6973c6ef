import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExerciseStatus } from '#shared/domain.ts';
import type {
  TCreateExercise,
  TExerciseForBuilder,
  TExerciseListItem,
  TUpdateExercise,
} from '#shared/exercises/exercise-builder.contract.ts';
import { getJson, request } from '#web/lib/api.ts';

// /api/admin/exercises (src/server/features/exercises/exercise-builder.routes.ts): instructors their
// courses' exercises, admins their organisation's.

const base = '/api/admin/exercises';
const one = (exerciseId: string) => `${base}/${encodeURIComponent(exerciseId)}`;

export const exerciseListRoot = ['exercise-builder', 'list'] as const;
export const exerciseKey = (exerciseId: string) => ['exercise-builder', 'exercise', exerciseId] as const;

export type ExerciseListFilter = { status?: ExerciseStatus | undefined; search?: string | undefined };

export function listExercises(
  filter: ExerciseListFilter,
  signal?: AbortSignal,
): Promise<TExerciseListItem[]> {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  const text = query.toString();
  return getJson<TExerciseListItem[]>(text ? `${base}?${text}` : base, signal);
}

export function useExerciseList(filter: ExerciseListFilter) {
  return useQuery({
    queryKey: [...exerciseListRoot, filter.status ?? '', filter.search?.trim() ?? ''],
    queryFn: ({ signal }) => listExercises(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useExercise(exerciseId: string) {
  return useQuery({
    queryKey: exerciseKey(exerciseId),
    queryFn: ({ signal }) => getJson<TExerciseForBuilder>(one(exerciseId), signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

function useExerciseWrite<Input>(write: (input: Input) => Promise<TExerciseForBuilder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (exercise) => {
      queryClient.setQueryData(exerciseKey(exercise.id), exercise);
      void queryClient.invalidateQueries({ queryKey: exerciseListRoot });
    },
  });
}

export const useCreateExercise = () =>
  useExerciseWrite((input: TCreateExercise) =>
    request<TExerciseForBuilder>(base, { method: 'POST', body: input }),
  );

export const useUpdateExercise = (exerciseId: string) =>
  useExerciseWrite((input: TUpdateExercise) =>
    request<TExerciseForBuilder>(one(exerciseId), { method: 'PUT', body: input }),
  );

export const useSetExerciseStatus = (exerciseId: string) =>
  useExerciseWrite((status: ExerciseStatus) =>
    request<TExerciseForBuilder>(`${one(exerciseId)}/${status === 'published' ? 'publish' : 'unpublish'}`, {
      method: 'POST',
    }),
  );

export function useDeleteExercise(exerciseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<void>(one(exerciseId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: exerciseKey(exerciseId) });
      void queryClient.invalidateQueries({ queryKey: exerciseListRoot });
    },
  });
}
