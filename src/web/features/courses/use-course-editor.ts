import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { TCourseEditor } from '#shared/courses/course-editor.contract.ts';
import type { CourseStatus } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-courses-editor.ts';
import { ApiError, apiFieldErrors, errorMessage } from '#web/lib/api.ts';
import { paths } from '#web/paths.ts';
import { setServerErrors, useAppForm } from '#web/ui/form.tsx';
import { notify } from '#web/ui/toast.ts';
import { archiveCourse, publishCourse } from './api/change-status.ts';
import { courseEditorKey, useCourseEditor } from './api/get-course-editor.ts';
import { useEditorOptions } from './api/get-editor-options.ts';
import { coursesQueryRoot } from './api/list-courses.ts';
import { createCourse, saveStructure, updateCourse } from './api/save-course.ts';
import {
  type CourseFormOutput,
  type CourseFormValues,
  courseCreateBody,
  courseUpdateBody,
  emptyCourseForm,
  formFromCourse,
  ZCourseForm,
} from './course-form.ts';
import { INITIAL_UNSAVED, isUnsaved, missingPoints, unsavedReducer, uploadsVerdict } from './editor-view.ts';
import { useCourseEvents } from './live/use-course-events.ts';
import {
  type DraftSection,
  draftFromStructure,
  structureToSave,
  type UploadsState,
} from './structure/structure-builder.tsx';

export type EditorArea = 'instructor' | 'admin';
type ThumbnailState = 'idle' | 'uploading' | 'failed' | 'done';

const areaPaths = (area: EditorArea) => (area === 'admin' ? paths.admin : paths.instructor);

/**
 * The course editor's queries, form, save flow (spec §7/§8: uploads first, then the course, then its
 * structure, each with the version it started from), unsaved flag and leave guard (§4), publish and
 * archive. Returns what course-editor-layout.tsx draws.
 */
export function useCourseEditorPage({ area, courseId }: { area: EditorArea; courseId: string | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const options = useEditorOptions();
  const course = useCourseEditor(courseId);
  const canAssignInstructor = area === 'admin';

  const form = useAppForm<CourseFormValues, CourseFormOutput>({
    schema: ZCourseForm,
    defaultValues: emptyCourseForm(null),
  });
  const [sections, setSections] = useState<DraftSection[]>(() => draftFromStructure([], 'auto-formation'));
  /** The course once it exists (creation mode: after the first POST) and the version to save from. */
  const [saved, setSaved] = useState<{ id: string; version: number; status: CourseStatus } | null>(null);
  const [unsaved, dispatch] = useReducer(unsavedReducer, INITIAL_UNSAVED);
  const [structureUploads, setStructureUploads] = useState<UploadsState>({ pending: 0, failed: 0 });
  const [thumbnailState, setThumbnailState] = useState<ThumbnailState>('idle');
  const [isSaving, setIsSaving] = useState(false);
  const [isWaitingForUploads, setIsWaitingForUploads] = useState(false);
  const [isStale, setIsStale] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const [statusBusy, setStatusBusy] = useState<'publish' | 'archive' | null>(null);
  const loadedRef = useRef<TCourseEditor | null>(null);
  const skipLeaveGuardRef = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  /** Puts a stored course into the form and the structure, as saved (nothing unsaved). */
  const load = useCallback(
    (data: TCourseEditor) => {
      loadedRef.current = data;
      form.reset(formFromCourse(data));
      setSections(draftFromStructure(data.sections, data.format));
      setSaved({ id: data.id, version: data.version, status: data.status });
      dispatch({ type: 'reset' });
    },
    [form],
  );

  // Someone else's save, publish or archive (spec §4 "picked up live", decision 176): the format
  // follows at once, and the page says the course changed, since a save from the version held here
  // would be refused. The editor's own changes come back too: ignored while they are under way, and
  // never newer than the version their answers gave.
  useCourseEvents(saved?.id, (event) => {
    if (!saved || isSaving || statusBusy || event.version <= saved.version) return;
    if (event.format !== form.getValues('format')) form.setValue('format', event.format);
    setIsStale(true);
  });

  useEffect(() => {
    if (course.data && loadedRef.current === null) load(course.data);
  }, [course.data, load]);

  // Any edit of a field sets the unsaved flag (a reset names no field).
  useEffect(() => {
    const subscription = form.watch((_values, info) => {
      if (info.name) dispatch({ type: 'edit' });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const structureTouchedRef = useRef(false);
  const onSectionsChange = useCallback((next: DraftSection[]) => {
    structureTouchedRef.current = true;
    setSections(next);
    dispatch({ type: 'edit' });
  }, []);

  const uploads: UploadsState = {
    pending: structureUploads.pending + (thumbnailState === 'uploading' ? 1 : 0),
    failed: structureUploads.failed + (thumbnailState === 'failed' ? 1 : 0),
  };
  const hasUnsaved = isUnsaved(unsaved);

  // Leaving while the flag is set asks first: in-app navigation and the browser's own (beforeunload).
  const unsavedRef = useRef(hasUnsaved);
  unsavedRef.current = hasUnsaved;
  useBlocker({
    shouldBlockFn: () =>
      unsavedRef.current && !skipLeaveGuardRef.current && !window.confirm(t('courses.editor.leaveConfirm')),
    enableBeforeUnload: () => unsavedRef.current && !skipLeaveGuardRef.current,
  });

  const save = async (values: CourseFormOutput) => {
    const verdict = uploadsVerdict(uploads);
    if (verdict.kind === 'wait') {
      // Saved as soon as the last file arrives (the effect below).
      setIsWaitingForUploads(true);
      notify.info(verdict.message);
      return;
    }
    setIsWaitingForUploads(false);
    if (verdict.kind === 'warnFailed') notify.error(verdict.title, verdict.message);
    setIsSaving(true);
    setMissing([]);
    dispatch({ type: 'saveStarted' });
    const isCreation = saved === null;
    let current = saved;
    try {
      if (current === null) {
        const created = await createCourse(courseCreateBody(values, { canAssignInstructor }));
        current = { id: created.id, version: created.version, status: created.status };
      } else {
        const updated = await updateCourse(
          current.id,
          courseUpdateBody(values, current.version, { canAssignInstructor }),
        );
        current = { ...current, version: updated.version, status: updated.status };
      }
      // Kept at once: a structure refused below must not make the next save stale against our own.
      setSaved(current);
      const result = await saveStructure(current.id, {
        version: current.version,
        sections: structureToSave(sections),
      });
      loadedRef.current = result;
      setSaved({ id: result.id, version: result.version, status: result.status });
      // New sections and lessons got their ids: the next save updates them instead of adding them again.
      setSections(draftFromStructure(result.sections, result.format));
      queryClient.setQueryData(courseEditorKey(result.id), result);
      void queryClient.invalidateQueries({ queryKey: [...coursesQueryRoot, 'list'] });
      dispatch({ type: 'saveSucceeded' });
      notify.success(t('courses.save.success'), t('courses.save.successBody'));
      if (isCreation) {
        skipLeaveGuardRef.current = true;
        await navigate({ to: areaPaths(area).courseEdit(result.id), replace: true });
      }
    } catch (error) {
      dispatch({ type: 'saveFailed' });
      if (error instanceof ApiError && error.code === 'COURSE_STALE') {
        setIsStale(true);
        notify.error(t('courses.stale'), t('courses.stale.body'));
      } else {
        setServerErrors(form, apiFieldErrors(error));
        notify.error(t('courses.save.failed'), errorMessage(error));
      }
    } finally {
      setIsSaving(false);
    }
  };

  const onInvalid = () => notify.error(t('courses.save.error'), t('courses.editor.formInvalid'));

  useEffect(() => {
    if (isWaitingForUploads && uploads.pending === 0 && !isSaving) formRef.current?.requestSubmit();
  }, [isWaitingForUploads, uploads.pending, isSaving]);

  const reload = async () => {
    if (!saved) return;
    const fresh = await course.refetch();
    if (fresh.data) {
      load(fresh.data);
      form.clearErrors();
      setIsStale(false);
      setMissing([]);
    } else if (fresh.error) notify.error(t('courses.editor.loadError'), errorMessage(fresh.error));
  };

  const changeStatus = async (kind: 'publish' | 'archive') => {
    if (!saved) return;
    if (hasUnsaved) {
      notify.info(t('courses.editor.saveFirst'));
      return;
    }
    if (kind === 'archive' && !window.confirm(t('courses.archive.confirm'))) return;
    setStatusBusy(kind);
    setMissing([]);
    try {
      const change = kind === 'publish' ? await publishCourse(saved.id) : await archiveCourse(saved.id);
      setSaved({ ...saved, version: change.version, status: change.status });
      queryClient.setQueryData<TCourseEditor>(courseEditorKey(saved.id), (data) =>
        data
          ? { ...data, status: change.status, version: change.version, publishedAt: change.publishedAt }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: [...coursesQueryRoot, 'list'] });
      if (kind === 'publish') notify.success(t('courses.publish.done'), t('courses.publish.doneBody'));
      else notify.success(t('courses.archive.done'), t('courses.archive.doneBody'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'COURSE_NOT_READY') {
        setMissing(missingPoints(error.details));
        notify.error(t('courses.publish.refused'));
      } else notify.error(t('courses.save.error'), errorMessage(error));
    } finally {
      setStatusBusy(null);
    }
  };

  const format = form.watch('format');
  // A new course's first section follows the format until the author touches the structure
  // ('Section 1', or 'Semaine 1' in the session format: spec §4 "First load").
  const isUntouchedNew = courseId === null && saved === null;
  useEffect(() => {
    if (isUntouchedNew && !structureTouchedRef.current) setSections(draftFromStructure([], format));
  }, [format, isUntouchedNew]);
  const instructorName = useMemo(() => {
    if (course.data?.instructor) return course.data.instructor.name;
    return canAssignInstructor ? null : (options.data?.instructors[0]?.name ?? null);
  }, [course.data, options.data, canAssignInstructor]);

  const isLoading = options.isPending || (courseId !== null && course.isPending);
  const loadError = options.error ?? (courseId !== null ? course.error : null);
  const links = areaPaths(area);

  return {
    mode: courseId === null ? ('create' as const) : ('edit' as const),
    isLoading,
    loadError,
    retry: () => {
      void options.refetch();
      if (courseId) void course.refetch();
    },
    form,
    formRef,
    onSubmit: save,
    onInvalid,
    options: options.data ?? null,
    canAssignInstructor,
    instructorName,
    format,
    sections,
    onSectionsChange,
    onStructureUploadsChange: setStructureUploads,
    onThumbnailStateChange: setThumbnailState,
    status: saved?.status ?? null,
    isSaving,
    isWaitingForUploads,
    pendingUploads: uploads.pending,
    hasUnsaved,
    isStale,
    onReload: () => void reload(),
    missing,
    canChangeStatus: saved !== null,
    statusBusy,
    onPublish: () => void changeStatus('publish'),
    onArchive: () => void changeStatus('archive'),
    backHref: links.courses(),
    previewHref: saved ? links.coursePreview(saved.id) : null,
  };
}

export type CourseEditorView = ReturnType<typeof useCourseEditorPage>;
