from enum import StrEnum


class PostEventMembersBodyRole(StrEnum):
    TREASURER = "treasurer"
    USHER = "usher"
    VIEWER = "viewer"

    def __str__(self) -> str:
        return str(self.value)
