from enum import StrEnum


class PostSmsSendBulkBodyInvalid(StrEnum):
    REFUSE = "refuse"
    SKIP = "skip"

    def __str__(self) -> str:
        return str(self.value)
