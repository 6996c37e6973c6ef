// autocannon setupClient for bench/progress-save.ts, loaded in autocannon's worker thread (functions
// cannot cross into it, files can). Each connection plays one learner: their bearer token and their
// own progress updates, so no two connections fight over the same rows.
const plan = JSON.parse(process.env.JANG_PROGRESS_BENCH_PLAN || '{"learners":[]}');
let nextConnection = 0;

module.exports = function setupClient(client) {
  const learner = plan.learners[nextConnection % plan.learners.length];
  nextConnection += 1;
  client.setRequests(
    learner.bodies.map((body) => ({
      method: 'POST',
      path: '/api/progress/save',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${learner.token}`,
        ...(plan.acceptEncoding ? { 'accept-encoding': plan.acceptEncoding } : {}),
      },
      body: JSON.stringify(body),
    })),
  );
};
