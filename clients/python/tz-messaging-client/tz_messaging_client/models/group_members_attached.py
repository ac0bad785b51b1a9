from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GroupMembersAttached")


@_attrs_define
class GroupMembersAttached:
    """Contacts added to a group

    Attributes:
        message (str):
        attached (int): Contacts newly added (those already members are not counted)
    """

    message: str
    attached: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        attached = self.attached

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "attached": attached,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        attached = d.pop("attached")

        group_members_attached = cls(
            message=message,
            attached=attached,
        )

        return group_members_attached
