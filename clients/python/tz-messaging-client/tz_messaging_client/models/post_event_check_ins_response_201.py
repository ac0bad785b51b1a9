from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.check_in import CheckIn


T = TypeVar("T", bound="PostEventCheckInsResponse201")


@_attrs_define
class PostEventCheckInsResponse201:
    """
    Attributes:
        data (CheckIn): Guests admitted at the door on an entry card
    """

    data: CheckIn

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.check_in import CheckIn  # noqa: PLC0415

        d = dict(src_dict)
        data = CheckIn.from_dict(d.pop("data"))

        post_event_check_ins_response_201 = cls(
            data=data,
        )

        return post_event_check_ins_response_201
