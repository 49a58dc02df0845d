// `struct stat` of Apple's <sys/stat.h> (64-bit inodes), for type-checking the CLI's Darwin branches on
// Linux: the fields' names and C types are Apple's. Type-checking only: the layout is not glibc's,
// so nothing compiled against this header is run.
#ifndef COLORGEN_STUB_DARWIN_STAT_H
#define COLORGEN_STUB_DARWIN_STAT_H

typedef int dev_t;
typedef unsigned short mode_t;
typedef unsigned short nlink_t;
typedef unsigned long long ino_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef long long off_t;
typedef long long blkcnt_t;
typedef int blksize_t;
typedef long __darwin_time_t;

struct timespec {
    __darwin_time_t tv_sec;
    long tv_nsec;
};

struct stat {
    dev_t st_dev;
    mode_t st_mode;
    nlink_t st_nlink;
    ino_t st_ino;
    uid_t st_uid;
    gid_t st_gid;
    dev_t st_rdev;
    struct timespec st_atimespec;
    struct timespec st_mtimespec;
    struct timespec st_ctimespec;
    struct timespec st_birthtimespec;
    off_t st_size;
    blkcnt_t st_blocks;
    blksize_t st_blksize;
    unsigned int st_flags;
    unsigned int st_gen;
    int st_lspare;
    long long st_qspare[2];
};

int stat(const char *path, struct stat *buffer);

#endif
