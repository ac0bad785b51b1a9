from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.template import Template


T = TypeVar("T", bound="GetTemplateResponse200")


@_attrs_define
class GetTemplateResponse200:
    """
    Attributes:
        data (Template): A saved SMS text with placeholders
    """

    data: Template

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
        from ..models.template import Template  # noqa: PLC0415

        d = dict(src_dict)
        data = Template.from_dict(d.pop("data"))

        get_template_response_200 = cls(
            data=data,
        )

        return get_template_response_200
