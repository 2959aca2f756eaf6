/*
 * kafka-mock: a tiny launcher around librdkafka's built-in mock cluster,
 * used as the project's Kafka-protocol broker for development and tests.
 *
 * Usage:
 *   kafka-mock [--brokers N] [--topic NAME:PARTITIONS[:REPLICATION]]...
 *
 * On startup it creates a mock cluster with N brokers (ids 1..N, listening on
 * 127.0.0.1 with ephemeral ports), creates the requested topics and prints
 * exactly one line:
 *
 *   BOOTSTRAP 127.0.0.1:port,127.0.0.1:port,...
 *
 * Then it reads commands from stdin, one per line, answering each with
 * exactly one line, "OK" or "ERR <reason>":
 *
 *   down <brokerId>                      take a broker down (no leader change)
 *   up <brokerId>                        bring a broker back up
 *   leader <topic> <partition> <brokerId>  move a partition leader
 *   errors <apiKey> <err>[,<err>...]     fail the next requests of apiKey
 *   rtt <brokerId> <ms>                  set a broker's round-trip delay
 *   topic <name> <partitions> <replication>  create a topic
 *   coordinator <group|transaction> <id> <brokerId>  pin a coordinator
 *   quit                                 exit 0
 *
 * EOF on stdin, SIGTERM, SIGINT and SIGHUP all make it exit 0 (closing
 * every listener), so the brokers die together with the parent.
 *
 * librdkafka's own log output is suppressed unless KAFKA_MOCK_DEBUG=1.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <unistd.h>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

#define MAX_BROKERS 64
#define MAX_PARTITIONS 10000
#define MAX_ERRORS 256
#define MAX_LINE 4096

#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))

static void die(const char *fmt, ...) PRINTF_LIKE(1, 2);
static void reply(const char *fmt, ...) PRINTF_LIKE(1, 2);

static rd_kafka_mock_cluster_t *mcluster;
static int broker_cnt = 1;
static int debug_enabled;

static void die(const char *fmt, ...) {
        va_list ap;
        fputs("kafka-mock: ", stderr);
        va_start(ap, fmt);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
        fputc('\n', stderr);
        _exit(2); /* librdkafka threads may be running: skip atexit */
}

static void quiet_log_cb(const rd_kafka_t *rk,
                         int level,
                         const char *fac,
                         const char *buf) {
        (void)rk;
        (void)level;
        (void)fac;
        (void)buf;
}

/* Parses a whole decimal integer in [min,max]; returns 0 on success. */
static int parse_long(const char *s, long min, long max, long *out) {
        char *end;
        long v;
        if (!s || !*s)
                return -1;
        errno = 0;
        v     = strtol(s, &end, 10);
        if (errno || *end || v < min || v > max)
                return -1;
        *out = v;
        return 0;
}

static int valid_topic_name(const char *name) {
        size_t len = strlen(name);
        if (len == 0 || len > 249 || !strcmp(name, ".") || !strcmp(name, ".."))
                return 0;
        for (const char *p = name; *p; p++) {
                char c = *p;
                if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                      (c >= '0' && c <= '9') || c == '.' || c == '_' ||
                      c == '-'))
                        return 0;
        }
        return 1;
}

/* Writes one reply line and flushes; exits if the parent went away. */
static void reply(const char *fmt, ...) {
        va_list ap;
        va_start(ap, fmt);
        vprintf(fmt, ap);
        va_end(ap);
        putchar('\n');
        if (fflush(stdout) != 0 || ferror(stdout)) {
                /* stdout closed: nobody is listening any more. */
                _exit(0);
        }
}

/* Creates a topic; on failure writes a reason into errbuf and returns -1. */
static int create_topic(const char *name,
                        long partitions,
                        long replication,
                        char *errbuf,
                        size_t errlen) {
        rd_kafka_resp_err_t err;
        if (!valid_topic_name(name)) {
                snprintf(errbuf, errlen, "invalid topic name '%s'", name);
                return -1;
        }
        if (partitions < 1 || partitions > MAX_PARTITIONS) {
                snprintf(errbuf, errlen, "invalid partition count %ld",
                         partitions);
                return -1;
        }
        if (replication < 1 || replication > broker_cnt) {
                snprintf(errbuf, errlen,
                         "invalid replication factor %ld (cluster has %d "
                         "broker%s)",
                         replication, broker_cnt, broker_cnt == 1 ? "" : "s");
                return -1;
        }
        err = rd_kafka_mock_topic_create(mcluster, name, (int)partitions,
                                         (int)replication);
        if (err) {
                snprintf(errbuf, errlen, "%s: %s", rd_kafka_err2name(err),
                         rd_kafka_err2str(err));
                return -1;
        }
        return 0;
}

static int default_replication(void) {
        return broker_cnt < 3 ? broker_cnt : 3;
}

/* Parses "NAME:PARTITIONS[:REPLICATION]" and creates the topic. */
static void create_topic_spec(const char *spec) {
        char buf[512];
        char errbuf[512];
        char *name, *parts, *repl;
        long partitions, replication = default_replication();

        if (strlen(spec) >= sizeof(buf))
                die("--topic %s: too long", spec);
        strcpy(buf, spec);
        name  = buf;
        parts = strchr(name, ':');
        if (!parts)
                die("--topic %s: expected NAME:PARTITIONS[:REPLICATION]",
                    spec);
        *parts++ = '\0';
        repl     = strchr(parts, ':');
        if (repl)
                *repl++ = '\0';
        if (parse_long(parts, 1, MAX_PARTITIONS, &partitions))
                die("--topic %s: invalid partition count '%s'", spec, parts);
        if (repl && parse_long(repl, 1, MAX_BROKERS, &replication))
                die("--topic %s: invalid replication factor '%s'", spec, repl);
        if (create_topic(name, partitions, replication, errbuf,
                         sizeof(errbuf)))
                die("--topic %s: %s", spec, errbuf);
}

static int parse_broker_id(const char *s, long *id) {
        return parse_long(s, 1, broker_cnt, id);
}

static const char *check_err(rd_kafka_resp_err_t err) {
        return err ? rd_kafka_err2name(err) : NULL;
}

/* Handles one command line. Returns 1 if the launcher should exit. */
static int handle_command(char *line) {
        char *argv[8];
        int argc = 0;
        char *save = NULL;
        char *tok;
        const char *cmd;
        const char *errname;
        long a, b, c;

        for (tok = strtok_r(line, " \t\r", &save); tok && argc < 8;
             tok = strtok_r(NULL, " \t\r", &save))
                argv[argc++] = tok;
        if (tok) {
                reply("ERR too many arguments");
                return 0;
        }
        if (argc == 0) {
                reply("ERR empty command");
                return 0;
        }
        cmd = argv[0];

        if (!strcmp(cmd, "quit")) {
                if (argc != 1) {
                        reply("ERR usage: quit");
                        return 0;
                }
                reply("OK");
                return 1;

        } else if (!strcmp(cmd, "down") || !strcmp(cmd, "up")) {
                int down = !strcmp(cmd, "down");
                if (argc != 2) {
                        reply("ERR usage: %s <brokerId>", cmd);
                        return 0;
                }
                if (parse_broker_id(argv[1], &a)) {
                        reply("ERR invalid broker id '%s' (expected 1..%d)",
                              argv[1], broker_cnt);
                        return 0;
                }
                errname = check_err(
                    down ? rd_kafka_mock_broker_set_down(mcluster, (int32_t)a)
                         : rd_kafka_mock_broker_set_up(mcluster, (int32_t)a));
                if (errname)
                        reply("ERR %s", errname);
                else
                        reply("OK");

        } else if (!strcmp(cmd, "leader")) {
                if (argc != 4) {
                        reply("ERR usage: leader <topic> <partition> "
                              "<brokerId>");
                        return 0;
                }
                if (!valid_topic_name(argv[1])) {
                        reply("ERR invalid topic name '%s'", argv[1]);
                        return 0;
                }
                if (parse_long(argv[2], 0, MAX_PARTITIONS - 1, &a)) {
                        reply("ERR invalid partition '%s'", argv[2]);
                        return 0;
                }
                if (parse_broker_id(argv[3], &b)) {
                        reply("ERR invalid broker id '%s' (expected 1..%d)",
                              argv[3], broker_cnt);
                        return 0;
                }
                errname = check_err(rd_kafka_mock_partition_set_leader(
                    mcluster, argv[1], (int32_t)a, (int32_t)b));
                if (errname)
                        reply("ERR %s", errname);
                else
                        reply("OK");

        } else if (!strcmp(cmd, "errors")) {
                rd_kafka_resp_err_t errs[MAX_ERRORS];
                size_t cnt = 0;
                char *esave = NULL;
                char *etok;
                if (argc != 3) {
                        reply("ERR usage: errors <apiKey> "
                              "<errCode>[,<errCode>...]");
                        return 0;
                }
                if (parse_long(argv[1], 0, SHRT_MAX, &a)) {
                        reply("ERR invalid apiKey '%s'", argv[1]);
                        return 0;
                }
                for (etok = strtok_r(argv[2], ",", &esave); etok;
                     etok = strtok_r(NULL, ",", &esave)) {
                        if (cnt == MAX_ERRORS) {
                                reply("ERR too many error codes (max %d)",
                                      MAX_ERRORS);
                                return 0;
                        }
                        if (parse_long(etok, -10000, 10000, &b)) {
                                reply("ERR invalid error code '%s'", etok);
                                return 0;
                        }
                        errs[cnt++] = (rd_kafka_resp_err_t)b;
                }
                if (cnt == 0) {
                        reply("ERR no error codes given");
                        return 0;
                }
                rd_kafka_mock_push_request_errors_array(mcluster, (int16_t)a,
                                                        cnt, errs);
                reply("OK");

        } else if (!strcmp(cmd, "rtt")) {
                if (argc != 3) {
                        reply("ERR usage: rtt <brokerId> <ms>");
                        return 0;
                }
                if (parse_broker_id(argv[1], &a)) {
                        reply("ERR invalid broker id '%s' (expected 1..%d)",
                              argv[1], broker_cnt);
                        return 0;
                }
                if (parse_long(argv[2], 0, INT_MAX, &b)) {
                        reply("ERR invalid rtt '%s'", argv[2]);
                        return 0;
                }
                errname = check_err(rd_kafka_mock_broker_set_rtt(
                    mcluster, (int32_t)a, (int)b));
                if (errname)
                        reply("ERR %s", errname);
                else
                        reply("OK");

        } else if (!strcmp(cmd, "coordinator")) {
                if (argc != 4) {
                        reply("ERR usage: coordinator <group|transaction> "
                              "<id> <brokerId>");
                        return 0;
                }
                if (strcmp(argv[1], "group") &&
                    strcmp(argv[1], "transaction")) {
                        reply("ERR invalid key type '%s' (expected group or "
                              "transaction)",
                              argv[1]);
                        return 0;
                }
                if (parse_broker_id(argv[3], &a)) {
                        reply("ERR invalid broker id '%s' (expected 1..%d)",
                              argv[3], broker_cnt);
                        return 0;
                }
                errname = check_err(rd_kafka_mock_coordinator_set(
                    mcluster, argv[1], argv[2], (int32_t)a));
                if (errname)
                        reply("ERR %s", errname);
                else
                        reply("OK");

        } else if (!strcmp(cmd, "topic")) {
                char errbuf[512];
                if (argc != 4) {
                        reply("ERR usage: topic <name> <partitions> "
                              "<replication>");
                        return 0;
                }
                if (parse_long(argv[2], 1, MAX_PARTITIONS, &b)) {
                        reply("ERR invalid partition count '%s'", argv[2]);
                        return 0;
                }
                if (parse_long(argv[3], 1, MAX_BROKERS, &c)) {
                        reply("ERR invalid replication factor '%s'", argv[3]);
                        return 0;
                }
                if (create_topic(argv[1], b, c, errbuf, sizeof(errbuf)))
                        reply("ERR %s", errbuf);
                else
                        reply("OK");

        } else {
                reply("ERR unknown command '%s'", cmd);
        }
        return 0;
}

static void usage(const char *argv0) {
        fprintf(stderr,
                "usage: %s [--brokers N] "
                "[--topic NAME:PARTITIONS[:REPLICATION]]...\n",
                argv0);
}

int main(int argc, char **argv) {
        char errstr[512];
        char linebuf[MAX_LINE];
        size_t linelen   = 0;
        int discarding   = 0;
        int done         = 0;
        const char *dbg  = getenv("KAFKA_MOCK_DEBUG");
        rd_kafka_conf_t *conf;
        rd_kafka_t *rk;
        sigset_t sigs;
        int sfd;
        const char *bootstraps;
        long v;

        debug_enabled = dbg && !strcmp(dbg, "1");

        /* First pass: options that must be known before topics. */
        for (int i = 1; i < argc; i++) {
                if (!strcmp(argv[i], "--brokers")) {
                        if (i + 1 >= argc ||
                            parse_long(argv[i + 1], 1, MAX_BROKERS, &v))
                                die("--brokers expects an integer 1..%d",
                                    MAX_BROKERS);
                        broker_cnt = (int)v;
                        i++;
                } else if (!strcmp(argv[i], "--topic")) {
                        if (i + 1 >= argc)
                                die("--topic expects "
                                    "NAME:PARTITIONS[:REPLICATION]");
                        i++;
                } else if (!strcmp(argv[i], "--help") ||
                           !strcmp(argv[i], "-h")) {
                        usage(argv[0]);
                        return 0;
                } else {
                        usage(argv[0]);
                        die("unknown argument '%s'", argv[i]);
                }
        }

        /* Block the exit signals in every thread (librdkafka's threads
         * inherit this mask) and receive them via a signalfd in the main
         * loop instead. SIGPIPE is ignored: write errors are handled. */
        sigemptyset(&sigs);
        sigaddset(&sigs, SIGTERM);
        sigaddset(&sigs, SIGINT);
        sigaddset(&sigs, SIGHUP);
        if (sigprocmask(SIG_BLOCK, &sigs, NULL) != 0)
                die("sigprocmask: %s", strerror(errno));
        sfd = signalfd(-1, &sigs, SFD_CLOEXEC);
        if (sfd < 0)
                die("signalfd: %s", strerror(errno));
        signal(SIGPIPE, SIG_IGN);

        conf = rd_kafka_conf_new();
        if (!debug_enabled) {
                rd_kafka_conf_set_log_cb(conf, quiet_log_cb);
                rd_kafka_conf_set(conf, "log_level", "0", NULL, 0);
        } else {
                rd_kafka_conf_set(conf, "debug", "mock,broker", NULL, 0);
        }
        /* The handle is only needed for the mock cluster's bookkeeping;
         * it has no bootstrap.servers, so it never connects anywhere. */
        rd_kafka_conf_set(conf, "client.id", "kafka-mock", NULL, 0);

        rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof(errstr));
        if (!rk)
                die("rd_kafka_new: %s", errstr);

        mcluster = rd_kafka_mock_cluster_new(rk, broker_cnt);
        if (!mcluster)
                die("failed to create mock cluster with %d brokers",
                    broker_cnt);

        for (int i = 1; i < argc; i++) {
                if (!strcmp(argv[i], "--brokers"))
                        i++;
                else if (!strcmp(argv[i], "--topic"))
                        create_topic_spec(argv[++i]);
        }

        bootstraps = rd_kafka_mock_cluster_bootstraps(mcluster);
        printf("BOOTSTRAP %s\n", bootstraps);
        fflush(stdout);

        while (!done) {
                struct pollfd pfds[2] = {
                    {.fd = STDIN_FILENO, .events = POLLIN},
                    {.fd = sfd, .events = POLLIN},
                };
                if (poll(pfds, 2, -1) < 0) {
                        if (errno == EINTR)
                                continue;
                        die("poll: %s", strerror(errno));
                }
                if (pfds[1].revents & POLLIN) {
                        struct signalfd_siginfo si;
                        if (read(sfd, &si, sizeof(si)) > 0 && debug_enabled)
                                fprintf(stderr, "kafka-mock: signal %u\n",
                                        si.ssi_signo);
                        break;
                }
                if (pfds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
                        ssize_t r = read(STDIN_FILENO, linebuf + linelen,
                                         sizeof(linebuf) - 1 - linelen);
                        if (r < 0) {
                                if (errno == EINTR || errno == EAGAIN)
                                        continue;
                                break;
                        }
                        if (r == 0) {
                                /* EOF: run a final unterminated command,
                                 * then exit. */
                                if (linelen > 0 && !discarding) {
                                        linebuf[linelen] = '\0';
                                        handle_command(linebuf);
                                }
                                break;
                        }
                        linelen += (size_t)r;
                        /* Process every complete line in the buffer. */
                        for (;;) {
                                char *nl = memchr(linebuf, '\n', linelen);
                                size_t consumed;
                                if (!nl)
                                        break;
                                *nl      = '\0';
                                consumed = (size_t)(nl - linebuf) + 1;
                                if (discarding) {
                                        discarding = 0;
                                } else if (handle_command(linebuf)) {
                                        done = 1;
                                        break;
                                }
                                memmove(linebuf, linebuf + consumed,
                                        linelen - consumed);
                                linelen -= consumed;
                        }
                        if (!done && linelen == sizeof(linebuf) - 1) {
                                /* Overlong line: reject and skip it. */
                                if (!discarding)
                                        reply("ERR line too long");
                                discarding = 1;
                                linelen    = 0;
                        }
                }
        }

        /* A graceful rd_kafka_mock_cluster_destroy() takes up to ~1 s on
         * 2.0.2 (its internal broker thread only notices termination on its
         * next 1 s wakeup). Nothing outlives the process, and the kernel
         * closes every listener and connection on exit, so only tear down
         * explicitly when debugging (e.g. under valgrind). _exit() skips
         * atexit handlers (OpenSSL's cleanup) that could race with
         * librdkafka's still-running threads. */
        fflush(stdout);
        if (!debug_enabled)
                _exit(0);
        rd_kafka_mock_cluster_destroy(mcluster);
        mcluster = NULL;
        rd_kafka_destroy(rk);
        close(sfd);
        return 0;
}
